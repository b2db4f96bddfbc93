import {
  type AdminApi,
  ANALYTICS_RANGE_ORDER_MESSAGE,
  type AnalyticsDays,
  buildUrl,
  CANCELLED_ORDER_PAYMENT_MESSAGE,
  CANCELLED_ORDER_REOPEN_MESSAGE,
  createAdminApi,
  createApiClient,
  ORDER_STATUS_UPDATED_MESSAGE,
  PAYMENT_CONFIRMED_MESSAGE,
  SALES_REPORT_COLUMNS,
  SALES_REPORT_PATH,
} from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../apps/server/src/admin/operations/csv-test-support';
import { placeOrder, type TestUser } from '../../apps/server/src/admin/operations/operations-test-support';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('the admin operations through the typed client on $name', (target) => {
  let testApp: TestApp;
  let baseUrl: string;
  let adminUser: TestUser;
  let shopperUser: TestUser;
  let admin: AdminApi;
  let shopper: AdminApi;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    [adminUser, shopperUser] = await Promise.all([
      createUser(testApp, { role: 'admin', firstName: 'Grace', lastName: 'Hopper' }),
      createUser(testApp),
    ]);
    admin = createAdminApi(createApiClient({ baseUrl, getToken: () => adminUser.token }));
    shopper = createAdminApi(createApiClient({ baseUrl, getToken: () => shopperUser.token }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function newOrder() {
    const product = await createProduct(testApp.db, { stock: 10, priceCents: 25_00 });
    return placeOrder(testApp, shopperUser, [{ product, quantity: 2 }]);
  }

  it('getAdminDashboard answers the stats and lists; a shopper gets 403', async () => {
    const orderId = await newOrder();

    const { data } = await admin.getAdminDashboard();
    const refused = await apiFailure(shopper.getAdminDashboard());

    expect(data.stats.totalOrders).toBeGreaterThanOrEqual(1);
    expect(data.recentOrders[0]).toMatchObject({ _id: orderId, itemsCount: 2 });
    expect(refused.status).toBe(403);
  });

  it('listAdminOrders searches and filters; a bad filter is a 400', async () => {
    const orderId = await newOrder();

    const { data } = await admin.listAdminOrders({ search: shopperUser.user.email, status: 'all', page: 1 });
    const none = await admin.listAdminOrders({ status: 'delivered', search: shopperUser.user.email });
    const invalid = await apiFailure(admin.listAdminOrders({ limit: 1000 }));

    expect(data.orders.map((order) => order._id)).toContain(orderId);
    expect(data.pagination.page).toBe(1);
    expect(none.data.orders).toEqual([]);
    expect(invalid.status).toBe(400);
  });

  it('getAdminOrder answers the timeline; an unknown order is a 404', async () => {
    const orderId = await newOrder();

    const { data } = await admin.getAdminOrder(orderId);
    const missing = await apiFailure(admin.getAdminOrder('no-such-order'));

    expect(data.order.timeline).toEqual([
      expect.objectContaining({ type: 'placed', actor: { _id: shopperUser.user.id, name: 'Ada Lovelace' } }),
    ]);
    expect(missing).toMatchObject({ status: 404, message: 'Order not found' });
  });

  it('updateOrderStatus changes the status; reopening a cancelled order is a 409', async () => {
    const orderId = await newOrder();

    const shipped = await admin.updateOrderStatus(orderId, 'shipped');
    await admin.updateOrderStatus(orderId, 'cancelled');
    const reopened = await apiFailure(admin.updateOrderStatus(orderId, 'pending'));

    expect(shipped.message).toBe(ORDER_STATUS_UPDATED_MESSAGE);
    expect(shipped.data.order.status).toBe('shipped');
    expect(shipped.data.order.timeline.at(-1)).toMatchObject({
      type: 'audit',
      action: 'order.status_change',
      actor: { _id: adminUser.user.id, name: 'Grace Hopper' },
    });
    expect(reopened).toMatchObject({ status: 409, message: CANCELLED_ORDER_REOPEN_MESSAGE });
  });

  it('confirmOrderPayment marks the order paid; a cancelled order is a 409', async () => {
    const paidId = await newOrder();
    const cancelledId = await newOrder();
    await admin.updateOrderStatus(cancelledId, 'cancelled');

    const paid = await admin.confirmOrderPayment(paidId);
    const refused = await apiFailure(admin.confirmOrderPayment(cancelledId));

    expect(paid.message).toBe(PAYMENT_CONFIRMED_MESSAGE);
    expect(paid.data.order).toMatchObject({ isPaid: true, status: 'processing' });
    expect(refused).toMatchObject({ status: 409, message: CANCELLED_ORDER_PAYMENT_MESSAGE });
  });

  it('getAdminAnalytics answers the period’s figures; an unknown period is a 400', async () => {
    const { data } = await admin.getAdminAnalytics({ days: 7 });
    const fallback = await admin.getAdminAnalytics();
    // A screen cannot ask for 14 days (the type says so); a client that does anyway is refused.
    const invalid = await apiFailure(admin.getAdminAnalytics({ days: 14 as AnalyticsDays }));

    expect(data.period.days).toBe(7);
    expect(data.revenueByDay).toHaveLength(7);
    expect(data.orders.current).toBeGreaterThanOrEqual(1);
    expect(fallback.data.period.days).toBe(30);
    expect(invalid.status).toBe(400);
  });

  it('getAdminAnalytics answers a custom range as asked, and refuses one backwards', async () => {
    const { data } = await admin.getAdminAnalytics({ from: '2026-02-01', to: '2026-02-28' });
    const backwards = await apiFailure(admin.getAdminAnalytics({ from: '2026-03-01', to: '2026-02-01' }));

    expect(data.period).toMatchObject({
      days: 28,
      from: '2026-02-01',
      to: '2026-02-28',
      previousFrom: '2026-01-04',
      previousTo: '2026-01-31',
      timeZone: 'UTC',
    });
    expect(data.revenueByDay).toHaveLength(28);
    expect(backwards).toMatchObject({ status: 400, message: ANALYTICS_RANGE_ORDER_MESSAGE });
  });

  it('the sales report streams CSV over HTTP to an admin only', async () => {
    const orderId = await newOrder();
    const { data } = await admin.getAdminOrder(orderId);
    const url = buildUrl(baseUrl, SALES_REPORT_PATH, { days: 30 });

    const response = await fetch(url, { headers: { Authorization: `Bearer ${adminUser.token}` } });
    const asShopper = await fetch(url, { headers: { Authorization: `Bearer ${shopperUser.token}` } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="sales-.+\.csv"$/);
    const [header, ...records] = parseCsv(await response.text());
    expect(header).toEqual([...SALES_REPORT_COLUMNS]);
    expect(records.map((record) => record[0])).toContain(data.order.orderNumber);
    expect(asShopper.status).toBe(403);
  });

  it('exportSalesReport downloads the period as a named file, and a range the API refuses fails', async () => {
    const file = await admin.exportSalesReport({ from: '2026-01-01', to: '2026-01-31' });
    const refused = await apiFailure(admin.exportSalesReport({ from: '2026-01-31', to: '2026-01-01' }));

    expect(file.fileName).toBe('sales-2026-01-01-2026-01-31.csv');
    expect(parseCsv(await file.blob.text())[0]).toEqual([...SALES_REPORT_COLUMNS]);
    expect(refused).toMatchObject({ status: 400, message: ANALYTICS_RANGE_ORDER_MESSAGE });
  });
});
