import { ADMIN_PAGE_SIZE, adminOperationsKeys } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { useMemo, useRef, useState } from 'react';
import type { Selection } from 'react-aria-components';
import useSWR from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { useToasts } from '../../common/toasts';
import {
  AdminBulkFailures,
  AdminListEmpty,
  AdminListPagination,
  type AdminListQueryChange,
  AdminListToolbar,
  focusWhenLost,
  hasAdminListFilters,
  serializeAdminListQuery,
  useAdminListQuery,
} from '../list';
import { useAdminApi } from '../shared';
import { PrinterIcon } from '@aurora-store/ui/icons';
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

const resultCount = (total: number) => `${total} ${ordersNoun(total)}`;

/**
 * Order Management (/admin/orders, spec section 2): search by order number (or customer), the status filter,
 * ten a page; each row's status changes in place and an unpaid order's payment is confirmed from its row. Beyond
 * the spec (issue 14): one status for the selected orders, their packing slips printed in one go, and the list
 * as CSV. Its search, status and page live in the URL.
 */
export function AdminOrdersPage({ query, onQueryChange, onPrint }: AdminOrdersPageProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const list = useAdminListQuery(ADMIN_ORDER_FILTERS, query, onQueryChange);
  const { current } = list;
  const exportRef = useRef<HTMLButtonElement>(null);
  const request = useMemo(() => adminOrdersRequest(current), [current]);
  const listKey = adminOperationsKeys.orders(request);
  const { data, error, isValidating, mutate } = useSWR(listKey, () => admin.listAdminOrders(request), {
    keepPreviousData: true,
    // One toast per failure; Retry is the admin's to press.
    shouldRetryOnError: false,
    onError: () => toasts.error(LOAD_ORDERS_FAILED),
  });
  const answer = data?.data;
  const hasFailed = error !== undefined && !isValidating;
  const rows = useOrderRowChanges(listKey);

  // The selection belongs to the page shown: another page, search or status starts with none.
  const shownQuery = serializeAdminListQuery(current);
  const [selected, setSelected] = useState<{ for: string; keys: Selection }>({
    for: shownQuery,
    keys: new Set(),
  });
  const selectedKeys = selected.for === shownQuery ? selected.keys : new Set<string>();
  const setSelectedKeys = (keys: Selection) => setSelected({ for: shownQuery, keys });
  const pageIds = answer?.orders.map((order) => order._id) ?? [];
  const selectedIds = selectedKeys === 'all' ? pageIds : pageIds.filter((id) => selectedKeys.has(id));
  const [bulkFailures, setBulkFailures] = useState<BulkOrderFailure[]>([]);
  const slips = usePackingSlips(onPrint);

  const content = () => {
    // Also over an earlier answer kept on screen: rows of another search must not pass for this one's.
    if (hasFailed) {
      return <LoadFailure headingLevel={2} title={LOAD_ORDERS_FAILED} onRetry={() => mutate()} />;
    }
    if (answer && answer.orders.length === 0) {
      return (
        <AdminListEmpty
          isFiltered={hasAdminListFilters(current)}
          isPastLastPage={answer.pagination.total > 0}
          onClearFilters={list.clearFilters}
          onFirstPage={() => list.change({ page: 1 })}
          noMatch={{
            title: 'No orders match your filters',
            description: 'Try another order number, customer or status.',
          }}
          nothingYet={{
            title: 'No orders yet',
            description: 'Orders appear here as soon as shoppers place them.',
          }}
        />
      );
    }
    return (
      <OrdersTable
        orders={answer?.orders}
        changes={rows.changes}
        selection={{ selectedKeys, onSelectionChange: setSelectedKeys }}
        isRefreshing={isValidating && answer !== undefined}
        onStatusChange={(order, status) => void rows.changeStatus(order, status)}
        onConfirmPayment={rows.confirmPayment}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-3xl text-foreground">Order Management</h1>
          <p className="text-muted">Find orders, move them along and confirm their payments.</p>
        </div>
        <ExportOrdersButton ref={exportRef} query={adminOrdersExportQuery(current)} />
      </header>
      <AdminListToolbar
        searchLabel="Search orders"
        searchPlaceholder="Search by order number..."
        search={current.search}
        onSearch={(search) => list.change({ search })}
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: ORDER_STATUS_FILTER_OPTIONS,
            value: current.filters.status,
            onChange: (status) => list.change({ filters: { status } }),
          },
        ]}
      />
      <div className="flex flex-col gap-3">
        <p role="status" className="min-h-5 text-muted text-sm">
          {answer && !hasFailed ? resultCount(answer.pagination.total) : ''}
        </p>
        <OrderBulkActions
          selectedIds={selectedIds}
          onClearSelection={() => setSelectedKeys(new Set())}
          onDone={(failures) => {
            // The bar goes with the selection, and with it the button the dialog would give the focus back to.
            focusWhenLost(exportRef);
            setBulkFailures(failures);
            setSelectedKeys(new Set());
            rows.refreshOrderFigures();
          }}
        >
          <Button
            variant="secondary"
            size="sm"
            isPending={slips.isBusy}
            onPress={() => void slips.printSlips(selectedIds)}
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
        {content()}
        {answer && !hasFailed && (
          <AdminListPagination
            pagination={answer.pagination}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={(page) => list.change({ page })}
          />
        )}
      </div>
      {slips.printArea}
    </div>
  );
}
