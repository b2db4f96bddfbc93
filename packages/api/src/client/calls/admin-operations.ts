import type {
  AdminOrderListQuery,
  AnalyticsQuery,
  adminAnalyticsResponseSchema,
  adminDashboardResponseSchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  OrderStatusBody,
} from '../../contract/admin-operations';
import type {
  AdminOrderExportQuery,
  BulkOrderStatusBody,
  bulkOrderStatusResponseSchema,
} from '../../contract/admin-order-tools';
import {
  ADMIN_ANALYTICS_PATH,
  ADMIN_CUSTOMER_INSIGHTS_PATH,
  ADMIN_DASHBOARD_PATH,
  ADMIN_ORDERS_BULK_STATUS_PATH,
  ADMIN_ORDERS_EXPORT_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_PRODUCT_PERFORMANCE_PATH,
  adminOrderNotesPath,
  adminOrderPath,
  adminOrderPaymentPath,
  adminOrderStatusPath,
  SALES_REPORT_PATH,
} from '../../contract/admin-paths';
import type {
  customerInsightsResponseSchema,
  productPerformanceResponseSchema,
} from '../../contract/analytics-rankings';
import { ALL_FILTER, ANALYTICS_DEFAULT_DAYS } from '../../contract/constants';
import type { DownloadedFile, DownloadOptions } from '../create-api-client';
import type { AnswerOf, ApiRequest } from '../request';

/** An export (every order the list's filters match, a year's sales) is one streamed file: it may outlast a call. */
const ORDERS_FILE_TIMEOUT_MS = 120_000;

type DownloadFile = (path: string, options?: DownloadOptions) => Promise<DownloadedFile>;

/**
 * SWR keys for the admin operations, in the admin catalogue's scheme: everything starts with 'admin', the
 * second element names the resource. A status or payment change should refresh 'orders', 'dashboard' and
 * 'analytics' (the figures move with it).
 */
export const adminOperationsKeys = {
  dashboard: () => ['admin', 'dashboard'] as const,
  orders: (query: AdminOrderListQuery = {}) => ['admin', 'orders', 'list', withoutNoFilters(query)] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  analytics: (query: AnalyticsQuery = {}) => ['admin', 'analytics', analyticsPeriodQuery(query)] as const,
  productPerformance: (query: AnalyticsQuery = {}) =>
    ['admin', 'analytics', 'products', analyticsPeriodQuery(query)] as const,
  customerInsights: (query: AnalyticsQuery = {}) =>
    ['admin', 'analytics', 'customers', analyticsPeriodQuery(query)] as const,
};

/** Leaves out what the server treats as no filter (absent, '' or 'all'), so equal requests share one key. */
function withoutNoFilters(query: AdminOrderListQuery): AdminOrderListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && value !== ALL_FILTER,
    ),
  );
}

/** The query of a period as sent: a range, or the preset (30 days when none), so equal periods share one key. */
function analyticsPeriodQuery(query: AnalyticsQuery): { days: number } | { from: string; to: string } {
  return query.from !== undefined
    ? { from: query.from, to: query.to }
    : { days: query.days ?? ANALYTICS_DEFAULT_DAYS };
}

/* The sales report and the orders export are CSV files, not JSON answers: both go through `downloadFile`. */
export function adminOperationsCalls(request: ApiRequest, downloadFile: DownloadFile) {
  return {
    getAdminDashboard: (signal?: AbortSignal) =>
      request<AnswerOf<typeof adminDashboardResponseSchema>>('GET', ADMIN_DASHBOARD_PATH, { signal }),
    listAdminOrders: (query: AdminOrderListQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof adminOrderListResponseSchema>>('GET', ADMIN_ORDERS_PATH, {
        query: { page: query.page, limit: query.limit, search: query.search, status: query.status },
        signal,
      }),
    getAdminOrder: (id: string, signal?: AbortSignal) =>
      request<AnswerOf<typeof adminOrderResponseSchema>>('GET', adminOrderPath(id), { signal }),
    updateOrderStatus: (id: string, status: OrderStatusBody['status'], signal?: AbortSignal) =>
      request<AnswerOf<typeof adminOrderResponseSchema>>('PUT', adminOrderStatusPath(id), {
        body: { status },
        signal,
      }),
    confirmOrderPayment: (id: string, signal?: AbortSignal) =>
      request<AnswerOf<typeof adminOrderResponseSchema>>('PUT', adminOrderPaymentPath(id), {
        body: { isPaid: true },
        signal,
      }),
    bulkUpdateOrderStatus: (body: BulkOrderStatusBody) =>
      request<AnswerOf<typeof bulkOrderStatusResponseSchema>>('POST', ADMIN_ORDERS_BULK_STATUS_PATH, {
        body,
      }),
    addOrderNote: (id: string, text: string) =>
      request<AnswerOf<typeof adminOrderResponseSchema>>('POST', adminOrderNotesPath(id), { body: { text } }),
    exportOrders: (query: AdminOrderExportQuery = {}, signal?: AbortSignal) =>
      downloadFile(ADMIN_ORDERS_EXPORT_PATH, {
        query: { search: query.search, status: query.status },
        signal,
        timeoutMs: ORDERS_FILE_TIMEOUT_MS,
      }),
    exportSalesReport: (query: AnalyticsQuery = {}, signal?: AbortSignal) =>
      downloadFile(SALES_REPORT_PATH, {
        query: analyticsPeriodQuery(query),
        signal,
        timeoutMs: ORDERS_FILE_TIMEOUT_MS,
      }),
    getAdminAnalytics: (query: AnalyticsQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof adminAnalyticsResponseSchema>>('GET', ADMIN_ANALYTICS_PATH, {
        query: analyticsPeriodQuery(query),
        signal,
      }),
    getProductPerformance: (query: AnalyticsQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof productPerformanceResponseSchema>>('GET', ADMIN_PRODUCT_PERFORMANCE_PATH, {
        query: analyticsPeriodQuery(query),
        signal,
      }),
    getCustomerInsights: (query: AnalyticsQuery = {}, signal?: AbortSignal) =>
      request<AnswerOf<typeof customerInsightsResponseSchema>>('GET', ADMIN_CUSTOMER_INSIGHTS_PATH, {
        query: analyticsPeriodQuery(query),
        signal,
      }),
  };
}
