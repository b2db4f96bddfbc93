import { type AdminApi, type ApiClient, adminOperationsKeys, createAdminApi } from '@aurora-store/api';
import { parseAdminListQuery } from '../admin-list/admin-list-query';
import { preloadScreenRead, type ScreenRead } from '../startup-gate/early-read';
import { ADMIN_ORDER_FILTERS, type AdminOrdersQuery, adminOrdersRequest } from './admin-orders-query';

type OrdersAnswer = Awaited<ReturnType<AdminApi['listAdminOrders']>>;

/** The orders list's one read for the list as shown: its SWR key and call. */
export function adminOrdersRead(admin: AdminApi, query: AdminOrdersQuery): ScreenRead<OrdersAnswer> {
  const request = adminOrdersRequest(query);
  return { key: adminOperationsKeys.orders(request), read: () => admin.listAdminOrders(request) };
}

/**
 * The orders list's read for a URL's search string, started as the admin area's code runs: the page's first
 * render (a page of placeholder rows) no longer stands between the code and the call.
 */
export function preloadAdminOrdersPage(client: ApiClient, search: string): void {
  preloadScreenRead(
    client,
    adminOrdersRead(createAdminApi(client), parseAdminListQuery(ADMIN_ORDER_FILTERS, search)),
  );
}
