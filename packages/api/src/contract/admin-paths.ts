/*
 * The admin API's paths (api.md). A module of their own: a module is split between chunks whole, so were these
 * in paths.ts, which the shopper's first visit needs, the admin's paths would ride along in that download.
 */

const segment = (id: string) => encodeURIComponent(id);

/* Administration: catalogue */

export const ADMIN_PRODUCTS_PATH = '/api/admin/products';
export const ADMIN_CATEGORIES_PATH = '/api/admin/categories';
export const ADMIN_COUPONS_PATH = '/api/admin/coupons';
export const ADMIN_USERS_PATH = '/api/admin/users';
export const adminProductPath = (id: string) => `${ADMIN_PRODUCTS_PATH}/${segment(id)}`;
export const adminCategoryPath = (id: string) => `${ADMIN_CATEGORIES_PATH}/${segment(id)}`;
export const adminCouponPath = (id: string) => `${ADMIN_COUPONS_PATH}/${segment(id)}`;
export const adminUserRolePath = (id: string) => `${ADMIN_USERS_PATH}/${segment(id)}/role`;

/* Administration: operations */

export const ADMIN_DASHBOARD_PATH = '/api/admin/dashboard';
export const ADMIN_ORDERS_PATH = '/api/admin/orders';
export const ADMIN_ANALYTICS_PATH = '/api/admin/analytics';
export const SALES_REPORT_PATH = '/api/admin/reports/sales.csv';
export const adminOrderPath = (id: string) => `${ADMIN_ORDERS_PATH}/${segment(id)}`;
export const adminOrderStatusPath = (id: string) => `${adminOrderPath(id)}/status`;
export const adminOrderPaymentPath = (id: string) => `${adminOrderPath(id)}/payment`;
/** The name the sales report downloads as (its Content-Disposition), for the period `from`..`to`. */
export const salesReportFileName = (from: string, to: string) => `sales-${from}-${to}.csv`;
