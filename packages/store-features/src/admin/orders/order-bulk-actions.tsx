import { ORDER_STATUSES, type OrderStatus } from '@aurora-store/api';
import { AlertDialog, Button, Menu, MenuItem, MenuTrigger } from '@aurora-store/ui';
import { type ReactNode, useState } from 'react';
import { useToasts } from '../../common/toasts';
import { AdminBulkBar } from '../list';
import { useAdminApi } from '../shared';
import { StatusIcon } from '@aurora-store/ui/icons';
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

/** The question on screen: the status and the orders it names, kept as asked until the dialog has closed. */
interface BulkStatusQuestion {
  status: OrderStatus;
  ids: readonly string[];
}

/**
 * Beyond the spec (issue 14), bulk fulfilment: one status for the selected orders. It asks once, then makes one
 * call for all of them and says in one toast how many changed and how many failed.
 */
export function OrderBulkActions({ selectedIds, onClearSelection, onDone, children }: OrderBulkActionsProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  // The list clears its selection once the change is done, before the dialog has closed: the question
  // keeps the orders it was asked about, for its words and for its call.
  const [question, setQuestion] = useState<BulkStatusQuestion | null>(null);
  const confirmation = question ? bulkStatusConfirmation(question.status, question.ids.length) : undefined;

  const run = async ({ status, ids }: BulkStatusQuestion) => {
    let answer: Awaited<ReturnType<typeof admin.bulkUpdateOrderStatus>>;
    try {
      answer = await admin.bulkUpdateOrderStatus({ ids: [...ids], status });
    } catch (failure) {
      toasts.error(orderChangeFailure(failure, BULK_STATUS_FAILED));
      // Rejecting keeps the question open, to try again or cancel.
      throw failure;
    }
    const outcome = bulkStatusOutcome(answer.data);
    if (outcome.toast.tone === 'success') toasts.success(outcome.toast.title);
    else toasts.error(outcome.toast.title);
    onDone(outcome.failures);
  };

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
              if (status) setQuestion({ status, ids: selectedIds });
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
      {question && confirmation && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setQuestion(null);
          }}
          variant={confirmation.variant}
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel={confirmation.cancelLabel}
          onConfirm={() => run(question)}
        >
          {confirmation.message}
        </AlertDialog>
      )}
    </>
  );
}
