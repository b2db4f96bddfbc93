import { useState } from 'react';
import { AdminLayout } from '../layout';
import { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';

/**
 * The page as the app runs it, inside the admin frame: the URL's query follows every change the page reports,
 * at once or, as the app's router does (a loader, then a render in a transition), a moment later.
 */
export function OrdersAtUrl({ urlLagMs = 0, ...props }: AdminOrdersPageProps & { urlLagMs?: number }) {
  const [query, setQuery] = useState(props.query);
  return (
    <AdminLayout currentPath="/admin/orders">
      <AdminOrdersPage
        query={query}
        onPrint={props.onPrint}
        onQueryChange={(...change) => {
          props.onQueryChange(...change);
          const [next] = change;
          if (urlLagMs === 0) setQuery(next);
          else setTimeout(() => setQuery(next), urlLagMs);
        }}
      />
    </AdminLayout>
  );
}
