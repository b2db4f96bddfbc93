import {
  ADMIN_PAGE_SIZE,
  type AdminOrderExportQuery,
  type AdminOrderListQuery,
  ALL_FILTER,
  ORDER_STATUSES,
  type OrderStatus,
} from '@aurora-store/api';
import type { NativeSelectOption } from '@aurora-store/ui';
import { orderStatusBadge } from '../../common/order/order-status';
import { type AdminListQuery, adminListRequest, oneOf } from '../list';

/** The orders list's one filter (spec section 2, Admin orders list): the status. */
export const ADMIN_ORDER_FILTERS = { status: oneOf(ORDER_STATUSES) };

export type AdminOrdersQuery = AdminListQuery<keyof typeof ADMIN_ORDER_FILTERS>;

const asStatus = (value: string | undefined): OrderStatus | undefined =>
  ORDER_STATUSES.find((status) => status === value);

/** The page's call: ten a page (spec section 9), without an empty search or 'all'. */
export function adminOrdersRequest(query: AdminOrdersQuery): AdminOrderListQuery {
  const { status, ...request } = adminListRequest(query);
  const filter = asStatus(status);
  return { ...request, limit: ADMIN_PAGE_SIZE, ...(filter && { status: filter }) };
}

/** The CSV export of what the list shows: its search and status, every page. */
export function adminOrdersExportQuery(query: AdminOrdersQuery): AdminOrderExportQuery {
  const { page: _everyPage, limit: _unlimited, ...filters } = adminOrdersRequest(query);
  return filters;
}

/** Each status as the admin reads it ('Shipped'), in the order an order goes through them. */
export const ORDER_STATUS_OPTIONS: readonly NativeSelectOption<OrderStatus>[] = ORDER_STATUSES.map(
  (status) => ({ id: status, label: orderStatusBadge(status).label }),
);

/** The status filter: All Status, Pending, Processing, Shipped, Delivered, Cancelled (spec section 2). */
export const ORDER_STATUS_FILTER_OPTIONS: readonly NativeSelectOption<string>[] = [
  { id: ALL_FILTER, label: 'All Status' },
  ...ORDER_STATUS_OPTIONS,
];
