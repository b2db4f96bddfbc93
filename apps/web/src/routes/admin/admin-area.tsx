import { AdminDashboardPage, AdminLayout } from '@aurora-store/store-features';
import { Outlet, useLocation } from 'react-router-dom';

/** The admin area's frame (sidebar and page); this module and what it imports form the admin chunk. */
export function AdminArea() {
  const location = useLocation();
  return (
    <AdminLayout currentPath={location.pathname}>
      <Outlet />
    </AdminLayout>
  );
}

export function AdminDashboardRoute() {
  return <AdminDashboardPage />;
}
