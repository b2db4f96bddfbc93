import { adminDashboardResponseSchema } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { DAY_MS, getAs, storeOrder, type TestUser } from './operations-test-support';

describe.each(databaseTargets())('GET /api/admin/dashboard on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    admin = await createUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function dashboard() {
    const response = await getAs(testApp, admin, '/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    return adminDashboardResponseSchema.parse(response.json()).data;
  }

  it('answers zeros and empty lists for an empty store', async () => {
    const empty = await dashboard();

    expect(empty.stats).toEqual({ totalProducts: 0, totalUsers: 1, totalOrders: 0, totalRevenue: 0 });
    expect(empty.recentOrders).toEqual([]);
    expect(empty.lowStockProducts).toEqual([]);
    expect(empty.topSellingProducts).toEqual([]);
  });

  it('answers the figures and lists of the store as it is', async () => {
    const db = testApp.db;
    const low = await createProduct(db, { name: 'Low', stock: 3, lowStockThreshold: 10, salesCount: 40 });
    const out = await createProduct(db, { name: 'Out', stock: 0, salesCount: 10 });
    const plenty = await createProduct(db, { name: 'Plenty', stock: 50, salesCount: 99 });
    const inactive = await createProduct(db, { name: 'Inactive', stock: 5, isActive: false, salesCount: 5 });
    const steady = await createProduct(db, { name: 'Steady', stock: 20, salesCount: 7 });
    await createProduct(db, { name: 'Edge', stock: 4, lowStockThreshold: 4, salesCount: 1 });
    await createProduct(db, { name: 'Gone', stock: 1, salesCount: 500, deletedAt: new Date() });
    const [first, second] = await Promise.all([createUser(testApp), createUser(testApp)]);
    await createUser(testApp, { deletedAt: new Date() });

    const start = Date.now() - 10 * DAY_MS;
    const placed = [
      { userId: first.user.id, totalCents: 100_00, isPaid: true, status: 'delivered' as const },
      { userId: first.user.id, totalCents: 50_00 },
      { userId: second.user.id, totalCents: 20_00, isPaid: true, status: 'cancelled' as const },
      { userId: second.user.id, totalCents: 33_33, isPaid: true, status: 'processing' as const },
      { userId: first.user.id, totalCents: 12_34 },
      { userId: second.user.id, totalCents: 45_67, isPaid: true, status: 'shipped' as const },
    ];
    const orderIds: string[] = [];
    for (const [index, order] of placed.entries()) {
      orderIds.push(await storeOrder(db, { ...order, createdAt: new Date(start + index * DAY_MS) }));
    }

    const data = await dashboard();

    expect(data.stats).toEqual({
      totalProducts: 6,
      totalUsers: 3,
      totalOrders: 6,
      totalRevenue: 100 + 20 + 33.33 + 45.67,
    });
    expect(data.recentOrders.map((order) => order._id)).toEqual(orderIds.slice(1).reverse());
    expect(data.recentOrders[0]).toMatchObject({ status: 'shipped', isPaid: true, totalPrice: 45.67 });
    expect(data.lowStockProducts.map((product) => [product.name, product.stock])).toEqual([
      ['Out', 0],
      ['Low', 3],
      ['Edge', 4],
      ['Inactive', 5],
    ]);
    expect(data.topSellingProducts.map((product) => product._id)).toEqual([
      plenty.id,
      low.id,
      out.id,
      steady.id,
      inactive.id,
    ]);
  });
});
