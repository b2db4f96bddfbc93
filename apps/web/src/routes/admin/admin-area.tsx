import {
  AdminCategoriesPage,
  AdminCommandPalette,
  AdminCouponsPage,
  AdminDashboardPage,
  AdminLayout,
  AdminNotFoundPage,
} from '@aurora-store/store-features/admin';
import type { ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminAnalyticsRoute } from './admin-analytics-route';
import { AdminOrderDetailRoute } from './admin-order-detail-route';
import { AdminOrdersRoute } from './admin-orders-route';
import { AdminProductFormRoute } from './admin-product-form-route';
import { AdminProductsRoute } from './admin-products-route';
import { AdminUsersRoute } from './admin-users-route';

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
