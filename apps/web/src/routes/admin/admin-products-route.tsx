import { AdminProductsPage } from '@aurora-store/store-features/admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** The list's search, filters and page live in the URL query, so a reload, Back or a shared link shows the same. */
export function AdminProductsRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AdminProductsPage
      query={location.search}
      onQueryChange={(search, options) => void navigate({ pathname: location.pathname, search }, options)}
    />
  );
}
