import { ListAtUrl } from '../list/list-at-url';
import { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';

/** The orders list as the app runs it, its URL following every change (see `ListAtUrl`). */
export function OrdersAtUrl({ urlLagMs, ...props }: AdminOrdersPageProps & { urlLagMs?: number }) {
  return (
    <ListAtUrl path="/admin/orders" urlLagMs={urlLagMs} {...props}>
      {(query, onQueryChange) => <AdminOrdersPage {...props} query={query} onQueryChange={onQueryChange} />}
    </ListAtUrl>
  );
}
