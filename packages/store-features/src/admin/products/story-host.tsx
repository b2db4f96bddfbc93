import { ListAtUrl } from '../list/list-at-url';
import { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';

/** The products list as the app runs it, its URL following every change (see `ListAtUrl`). */
export function ProductsAtUrl({ urlLagMs, ...props }: AdminProductsPageProps & { urlLagMs?: number }) {
  return (
    <ListAtUrl path="/admin/products" urlLagMs={urlLagMs} {...props}>
      {(query, onQueryChange) => <AdminProductsPage query={query} onQueryChange={onQueryChange} />}
    </ListAtUrl>
  );
}
