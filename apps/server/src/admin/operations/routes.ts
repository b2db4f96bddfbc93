import {
  ADMIN_ANALYTICS_PATH,
  ADMIN_CUSTOMER_INSIGHTS_PATH,
  ADMIN_DASHBOARD_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_PRODUCT_PERFORMANCE_PATH,
  adminAnalyticsResponseSchema,
  adminDashboardResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  analyticsQuerySchema,
  customerInsightsResponseSchema,
  idParamsSchema,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUS_UPDATED_MESSAGE,
  orderPaymentBodySchema,
  orderStatusBodySchema,
  PAYMENT_CONFIRMED_MESSAGE,
  productPerformanceResponseSchema,
  SALES_REPORT_PATH,
  salesReportFileName,
  salesReportQuerySchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/open-database';
import { notFound } from '../../http/http-error';
import { existingId } from '../../http/ids';
import { findAdminOrderDetail } from './admin-order-answers';
import { listAdminOrders } from './admin-order-list';
import { computeAnalytics } from './analytics';
import { analyticsPeriod } from './analytics-period';
import { computeCustomerInsights, computeProductPerformance } from './analytics-rankings';
import { computeDashboard } from './dashboard';
import { changeOrderStatus, confirmPayment } from './order-changes';
import { salesReportStream } from './sales-report';

/** The order's admin answer after a change, or the 404 of an order that is not there. */
async function orderDetail(db: AppDatabase, orderId: string) {
  const order = await findAdminOrderDetail(db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/*
 * Dashboard, orders, analytics and the sales report. Every route sits behind the admin guard of
 * `admin/routes.ts` (on request, before validation); each mutation records its audit entry in its transaction.
 */
export const adminOperationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderId = (id: string) => existingId(id, ORDER_NOT_FOUND_MESSAGE);

  app.get(
    ADMIN_DASHBOARD_PATH,
    { schema: { response: { 200: adminDashboardResponseSchema } } },
    async () => ({ success: true as const, data: await computeDashboard(app.database.db) }),
  );

  app.get(
    ADMIN_ORDERS_PATH,
    { schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await listAdminOrders(app.database.db, request.query),
    }),
  );

  app.get(
    `${ADMIN_ORDERS_PATH}/:id`,
    { schema: { params: idParamsSchema, response: { 200: adminOrderResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { order: await orderDetail(app.database.db, orderId(request.params.id)) },
    }),
  );

  app.put(
    `${ADMIN_ORDERS_PATH}/:id/status`,
    {
      schema: {
        params: idParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => {
      const id = orderId(request.params.id);
      await changeOrderStatus(
        app.database.db,
        { orderId: id, status: request.body.status, actorId: currentUser(request).id },
        app.mail,
      );
      return {
        success: true as const,
        message: ORDER_STATUS_UPDATED_MESSAGE,
        data: { order: await orderDetail(app.database.db, id) },
      };
    },
  );

  app.put(
    `${ADMIN_ORDERS_PATH}/:id/payment`,
    {
      schema: {
        params: idParamsSchema,
        body: orderPaymentBodySchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => {
      const id = orderId(request.params.id);
      await confirmPayment(app.database.db, { orderId: id, actorId: currentUser(request).id });
      return {
        success: true as const,
        message: PAYMENT_CONFIRMED_MESSAGE,
        data: { order: await orderDetail(app.database.db, id) },
      };
    },
  );

  app.get(
    ADMIN_ANALYTICS_PATH,
    { schema: { querystring: analyticsQuerySchema, response: { 200: adminAnalyticsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await computeAnalytics(app.database.db, analyticsPeriod(request.query, app.config.storeTimeZone)),
    }),
  );

  app.get(
    ADMIN_PRODUCT_PERFORMANCE_PATH,
    { schema: { querystring: analyticsQuerySchema, response: { 200: productPerformanceResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await computeProductPerformance(
        app.database.db,
        analyticsPeriod(request.query, app.config.storeTimeZone),
      ),
    }),
  );

  app.get(
    ADMIN_CUSTOMER_INSIGHTS_PATH,
    { schema: { querystring: analyticsQuerySchema, response: { 200: customerInsightsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await computeCustomerInsights(
        app.database.db,
        analyticsPeriod(request.query, app.config.storeTimeZone),
      ),
    }),
  );

  app.get(SALES_REPORT_PATH, { schema: { querystring: salesReportQuerySchema } }, async (request, reply) => {
    const period = analyticsPeriod(request.query, app.config.storeTimeZone);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${salesReportFileName(period.from, period.to)}"`)
      .header('Cache-Control', 'no-store')
      .send(salesReportStream(app.database.db, period));
  });
};
