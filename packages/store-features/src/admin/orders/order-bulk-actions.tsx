import { ORDER_STATUSES, type OrderStatus } from '@aurora-store/api';
import { Button, Menu, MenuItem, MenuTrigger } from '@aurora-store/ui';
import { StatusIcon } from '@aurora-store/ui/icons';
import type { ReactNode } from 'react';
import { AdminBulkBar, useBulkAction } from '../list';
import { useAdminApi } from '../shared';
import { BULK_STATUS_FAILED, ordersNoun } from './admin-orders-messages';
import { ORDER_STATUS_OPTIONS } from './admin-orders-query';
import { type BulkOrderFailure, bulkStatusConfirmation, bulkStatusOutcome } from './bulk-status-outcome';
import { orderChangeFailure } from './order-row-change';

export interface OrderBulkActionsProps {
  /** The selected orders on the page. */
  selectedIds: readonly string[];
  onClearSelection: () => void;
  /** The change is done: the orders it could not change (none when all went well). */
  onDone: (failures: BulkOrderFailure[]) => void;
  /** More bulk actions after the status change (printing the packing slips). */
  children?: ReactNode;
}

const asStatus = (key: unknown) => ORDER_STATUSES.find((status) => status === key);

/**
 * Beyond the spec (issue 14), bulk fulfilment: one status for the selected orders. It asks once, then makes one
 * call for all of them and says in one toast how many changed and how many failed.
 */
export function OrderBulkActions({ selectedIds, onClearSelection, onDone, children }: OrderBulkActionsProps) {
  const admin = useAdminApi();
  const bulk = useBulkAction({
    confirmation: (status: OrderStatus, count) => bulkStatusConfirmation(status, count),
    call: (status, ids) => admin.bulkUpdateOrderStatus({ ids: [...ids], status }),
    outcome: bulkStatusOutcome,
    callFailed: (failure) => orderChangeFailure(failure, BULK_STATUS_FAILED),
    onDone,
  });

  return (
    <>
      <AdminBulkBar count={selectedIds.length} noun={ordersNoun} onClearSelection={onClearSelection}>
        <MenuTrigger>
          <Button variant="secondary" size="sm" className="gap-1.5">
            <StatusIcon size="sm" />
            Change status
          </Button>
          <Menu
            onAction={(key) => {
              const status = asStatus(key);
              if (status) bulk.ask(status, selectedIds);
            }}
          >
            {ORDER_STATUS_OPTIONS.map((option) => (
              <MenuItem
                key={option.id}
                id={option.id}
                variant={option.id === 'cancelled' ? 'danger' : 'default'}
              >
                {option.label}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
        {children}
      </AdminBulkBar>
      {bulk.dialog}
    </>
  );
}
