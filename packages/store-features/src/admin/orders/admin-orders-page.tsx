import { adminOperationsKeys } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { PrinterIcon } from '@aurora-store/ui/icons';
import { useRef, useState } from 'react';
import {
  AdminBulkFailures,
  type AdminListQueryChange,
  AdminListScreen,
  filterControl,
  focusWhenLost,
  serializeAdminListQuery,
  useAdminList,
  usePageSelection,
} from '../list';
import { useAdminApi } from '../shared';
import { LOAD_ORDERS_FAILED, ordersNoun } from './admin-orders-messages';
import {
  ADMIN_ORDER_FILTERS,
  adminOrdersExportQuery,
  adminOrdersRequest,
  ORDER_STATUS_FILTER_OPTIONS,
} from './admin-orders-query';
import type { BulkOrderFailure } from './bulk-status-outcome';
import { ExportOrdersButton } from './export-orders-button';
import { OrderBulkActions } from './order-bulk-actions';
import { OrdersTable } from './orders-table';
import { useOrderRowChanges } from './use-order-row-changes';
import { usePackingSlips } from './use-packing-slips';

export interface AdminOrdersPageProps {
  /** The URL's search string ('?search=AUR&status=pending&page=2'): the list's search, status and page. */
  query: string;
  /**
   * The search, the status or the page changed: the next search string, '' and 'all' and page 1 left out. With
   * `replace` it only corrects a URL that says something the list does not show (`?page=abc`): the app replaces
   * that history entry, so Back does not return to it.
   */
  onQueryChange: AdminListQueryChange;
  /** Opens the print dialog once the selected orders' packing slips are on the page. @default the browser's print */
  onPrint?: () => void;
}

/**
 * Order Management (/admin/orders, spec section 2): search by order number (or customer), the status filter,
 * ten a page; each row's status changes in place and an unpaid order's payment is confirmed from its row. Beyond
 * the spec (issue 14): one status for the selected orders, their packing slips printed in one go, and the list
 * as CSV. Its search, status and page live in the URL.
 */
export function AdminOrdersPage({ query, onQueryChange, onPrint }: AdminOrdersPageProps) {
  const admin = useAdminApi();
  const exportRef = useRef<HTMLButtonElement>(null);
  const list = useAdminList({
    filters: ADMIN_ORDER_FILTERS,
    query,
    onQueryChange,
    toRequest: adminOrdersRequest,
    keyOf: adminOperationsKeys.orders,
    load: admin.listAdminOrders,
    loadFailedTitle: LOAD_ORDERS_FAILED,
  });
  const { current, answer } = list;
  const rows = useOrderRowChanges(list.key);
  const selection = usePageSelection(
    serializeAdminListQuery(current),
    answer?.orders.map((order) => order._id) ?? [],
  );
  const [bulkFailures, setBulkFailures] = useState<BulkOrderFailure[]>([]);
  const slips = usePackingSlips(onPrint);

  return (
    <AdminListScreen
      title="Order Management"
      description="Find orders, move them along and confirm their payments."
      actions={<ExportOrdersButton ref={exportRef} query={adminOrdersExportQuery(current)} />}
      list={list}
      search={{ label: 'Search orders', placeholder: 'Search by order number...' }}
      filters={[filterControl(list, 'status', 'Status', ORDER_STATUS_FILTER_OPTIONS)]}
      summary={(shown) => `${shown.pagination.total} ${ordersNoun(shown.pagination.total)}`}
      rowCount={(shown) => shown.orders.length}
      empty={{
        noMatch: {
          title: 'No orders match your filters',
          description: 'Try another order number, customer or status.',
        },
        nothingYet: {
          title: 'No orders yet',
          description: 'Orders appear here as soon as shoppers place them.',
        },
      }}
      bulk={
        <>
          <OrderBulkActions
            selectedIds={selection.selectedIds}
            onClearSelection={selection.clear}
            onDone={(failures) => {
              // The bar goes with the selection, and with it the button the dialog would give the focus back to.
              focusWhenLost(exportRef);
              setBulkFailures(failures);
              selection.clear();
              rows.refreshOrderFigures();
            }}
          >
            <Button
              variant="secondary"
              size="sm"
              isPending={slips.isBusy}
              onPress={() => void slips.printSlips(selection.selectedIds)}
              className="gap-1.5"
            >
              <PrinterIcon size="sm" />
              Print packing slips
            </Button>
          </OrderBulkActions>
          <AdminBulkFailures
            failures={bulkFailures.map((failure) => ({
              id: failure.id,
              label: failure.orderNumber,
              reason: failure.reason,
            }))}
            noun={ordersNoun}
            onDismiss={() => setBulkFailures([])}
          />
        </>
      }
      table={
        <OrdersTable
          orders={answer?.orders}
          changes={rows.changes}
          selection={selection}
          isRefreshing={list.isRefreshing}
          onStatusChange={(order, status) => void rows.changeStatus(order, status)}
          onConfirmPayment={rows.confirmPayment}
        />
      }
    >
      {slips.printArea}
    </AdminListScreen>
  );
}
