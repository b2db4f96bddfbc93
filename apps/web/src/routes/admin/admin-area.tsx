import {
  AdminCategoriesPage,
  AdminCommandPalette,
  AdminCouponsPage,
  AdminDashboardPage,
  AdminLayout,
  AdminNotFoundPage,
  preloadAdminAnalyticsPage,
  preloadAdminOrdersPage,
} from '@aurora-store/store-features';
import type { ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { apiClient } from '../../api-client';
import { AdminAnalyticsRoute } from './admin-analytics-route';
import { AdminOrderDetailRoute } from './admin-order-detail-route';
import { AdminOrdersRoute } from './admin-orders-route';
import { AdminProductFormRoute } from './admin-product-form-route';
import { AdminProductsRoute } from './admin-products-route';
import { AdminUsersRoute } from './admin-users-route';

/**
 * The pages whose data is read as soon as this chunk runs, when the admin area opens on one of them: before the
 * layout and the page's placeholders have rendered (a few hundred milliseconds on a slow machine), which is how
 * long their read used to wait. The page's useSWR takes the call over. This chunk runs once, behind the guard.
 */
const FIRST_PAGE_READS: Readonly<Record<string, (client: typeof apiClient, search: string) => void>> = {
  '/admin/orders': preloadAdminOrdersPage,
  '/admin/analytics': preloadAdminAnalyticsPage,
};
FIRST_PAGE_READS[window.location.pathname]?.(apiClient, window.location.search);

/** The admin area's frame (sidebar and page); this module and what it imports form the admin chunk. */
export function AdminArea() {
  const location = useLocation();
  return (
    <AdminLayout currentPath={location.pathname} search={<AdminCommandPalette />}>
      <Outlet />
    </AdminLayout>
  );
}

/** Every admin page, by the name the router asks for (router.tsx builds /admin's children from these). */
export const adminRoutes = {
  dashboard: AdminDashboardPage,
  products: AdminProductsRoute,
  productForm: AdminProductFormRoute,
  orders: AdminOrdersRoute,
  orderDetail: AdminOrderDetailRoute,
  users: AdminUsersRoute,
  categories: AdminCategoriesPage,
  coupons: AdminCouponsPage,
  analytics: AdminAnalyticsRoute,
  notFound: AdminNotFoundPage,
} satisfies Record<string, ComponentType>;
