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
/** Product photos are uploaded here; they are served from MEDIA_PATH. */
export const ADMIN_MEDIA_PATH = '/api/admin/media';
export const adminProductPath = (id: string) => `${ADMIN_PRODUCTS_PATH}/${segment(id)}`;
export const adminCategoryPath = (id: string) => `${ADMIN_CATEGORIES_PATH}/${segment(id)}`;
export const adminCouponPath = (id: string) => `${ADMIN_COUPONS_PATH}/${segment(id)}`;
/** `GET`: how many shoppers would get the coupon, and its last send; `POST`: send it to them (issue 40). */
export const adminCouponMailingPath = (id: string) => `${adminCouponPath(id)}/mailing`;
export const adminUserRolePath = (id: string) => `${ADMIN_USERS_PATH}/${segment(id)}/role`;

/* Administration: operations */

export const ADMIN_DASHBOARD_PATH = '/api/admin/dashboard';
export const ADMIN_ORDERS_PATH = '/api/admin/orders';
export const ADMIN_ANALYTICS_PATH = '/api/admin/analytics';
/** The period's rankings (analytics-rankings.ts): products by units and revenue, customers by spend. */
export const ADMIN_PRODUCT_PERFORMANCE_PATH = `${ADMIN_ANALYTICS_PATH}/products`;
export const ADMIN_CUSTOMER_INSIGHTS_PATH = `${ADMIN_ANALYTICS_PATH}/customers`;
export const SALES_REPORT_PATH = '/api/admin/reports/sales.csv';
export const adminOrderPath = (id: string) => `${ADMIN_ORDERS_PATH}/${segment(id)}`;
export const adminOrderStatusPath = (id: string) => `${adminOrderPath(id)}/status`;
export const adminOrderPaymentPath = (id: string) => `${adminOrderPath(id)}/payment`;
/** The name the sales report downloads as (its Content-Disposition), for the period `from`..`to`. */
export const salesReportFileName = (from: string, to: string) => `sales-${from}-${to}.csv`;

/* Administration: catalogue tools (beyond the spec: restock in place, bulk actions, CSV both ways) */

/** `GET`: the products the list's filters match, every page, as CSV (PRODUCT_CSV_COLUMNS), streamed. */
export const ADMIN_PRODUCTS_EXPORT_PATH = `${ADMIN_PRODUCTS_PATH}/export.csv`;
/** `POST { csv, dryRun }`: a dry run reports row by row; without it, one transaction, all or nothing. */
export const ADMIN_PRODUCTS_IMPORT_PATH = `${ADMIN_PRODUCTS_PATH}/import`;
/** `POST { action, ids }`: one call and one transaction per bulk action. */
export const ADMIN_PRODUCTS_BULK_PATH = `${ADMIN_PRODUCTS_PATH}/bulk`;
/** `PUT { stock }`: the list's stock cell, edited in place. */
export const adminProductStockPath = (id: string) => `${adminProductPath(id)}/stock`;

/* Administration: order tools (beyond the spec: bulk status, internal notes, the orders as CSV) */

/** `POST { ids, status }`: one call and one transaction; each order reported as changed or failed. */
export const ADMIN_ORDERS_BULK_STATUS_PATH = `${ADMIN_ORDERS_PATH}/bulk-status`;
/** `POST { text }`: an internal note on the order (201, the order's detail). */
export const adminOrderNotesPath = (id: string) => `${adminOrderPath(id)}/notes`;
/** `GET`: the orders the list's filters match, every page, as CSV (ORDER_CSV_COLUMNS), streamed. */
export const ADMIN_ORDERS_EXPORT_PATH = `${ADMIN_ORDERS_PATH}/export.csv`;
/** The name the orders export downloads as (its Content-Disposition), for the day (YYYY-MM-DD, UTC) it ran. */
export const ordersExportFileName = (day: string) => `orders-${day}.csv`;
