import { useState } from 'react';
import { AdminLayout } from '../layout';
import { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';

/**
 * The page as the app runs it, inside the admin frame: the URL's query follows every change the page reports,
 * at once or, as the app's router does (a loader, then a render in a transition), a moment later.
 */
export function ProductsAtUrl({ urlLagMs = 0, ...props }: AdminProductsPageProps & { urlLagMs?: number }) {
  const [query, setQuery] = useState(props.query);
  return (
    <AdminLayout currentPath="/admin/products">
      <AdminProductsPage
        query={query}
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
