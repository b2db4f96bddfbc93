import { AdminOrdersPage } from '@aurora-store/store-features';
import { useLocation, useNavigate } from 'react-router-dom';

/** Order management: its search, status filter and page live in the URL query, as every admin list's do. */
export function AdminOrdersRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AdminOrdersPage
      query={location.search}
      onQueryChange={(search) => void navigate({ pathname: location.pathname, search })}
    />
  );
}
