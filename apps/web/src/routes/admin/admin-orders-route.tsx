import { AdminOrdersPage } from '@aurora-store/store-features/admin';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminOrdersListSearchAtom } from '../../state/admin-list-atoms';

/**
 * Order management: its search, status filter and page live in the URL query, as every admin list's do, and are
 * remembered for the way back from an order (AdminOrderDetailRoute).
 */
export function AdminOrdersRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const rememberSearch = useSetAtom(adminOrdersListSearchAtom);
  useEffect(() => rememberSearch(location.search), [rememberSearch, location.search]);
  return (
    <AdminOrdersPage
      query={location.search}
      onQueryChange={(search, options) => void navigate({ pathname: location.pathname, search }, options)}
    />
  );
}
