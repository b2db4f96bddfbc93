import { bulkOrderStatusResponseSchema } from '@aurora-store/api/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema';
import { stockOf } from '../../orders/order-test-support';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { caller } from '../catalogue/admin-catalogue-test-support';
import { placeOrder, putStatus, type TestUser } from '../operations/operations-test-support';

/* PGlite is a single connection that runs one transaction at a time: races need a real PostgreSQL. */
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.runIf(postgres)('bulk status changes at the same moment as other changes on PostgreSQL', () => {
  let testApp: TestApp;
  let admins: TestUser[];
  let shopper: TestUser;

  beforeAll(async () => {
    if (!postgres) throw new Error('runs only with DATABASE_URL');
    testApp = await createTestApp(postgres);
    [shopper, ...admins] = await Promise.all([
      createUser(testApp),
      ...Array.from({ length: 3 }, () => createUser(testApp, { role: 'admin' })),
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const bulk = (admin: TestUser, ids: string[], status: string) =>
    caller(testApp, admin.authorization)('POST', '/api/admin/orders/bulk-status', { ids, status });

  async function statusSteps(orderId: string) {
    const [row] = await testApp.db
      .select({ total: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'status_changed')));
    return row?.total;
  }

  it('cancels overlapping sets, one order at a time too, while orders of the same products are placed', async () => {
    const products = [];
    for (let index = 0; index < 4; index += 1) products.push(await createProduct(testApp.db, { stock: 100 }));
    const lines = products.map((product) => ({ product, quantity: 1 }));
    const placed: string[] = [];
    for (let index = 0; index < 8; index += 1) placed.push(await placeOrder(testApp, shopper, lines));
    const [first, second, third] = admins as [TestUser, TestUser, TestUser];

    const results = await Promise.all([
      bulk(first, placed.slice(0, 6), 'cancelled'),
      bulk(second, [...placed.slice(2, 8)].reverse(), 'cancelled'),
      putStatus(testApp, third, placed[4] as string, 'cancelled'),
      ...Array.from({ length: 4 }, () => placeOrder(testApp, shopper, [...lines].reverse())),
    ]);

    const responses = results.filter((result) => typeof result !== 'string');
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const [firstAnswer, secondAnswer] = responses
      .slice(0, 2)
      .map((response) => bulkOrderStatusResponseSchema.parse(response.json()).data);
    expect(firstAnswer?.failed).toEqual([]);
    expect(secondAnswer?.failed).toEqual([]);
    for (const orderId of placed) expect(await statusSteps(orderId)).toBe(1);
    // 8 orders placed and cancelled, 4 placed and kept: each product's stock came back exactly once.
    for (const product of products) {
      expect(await stockOf(testApp.db, product.id)).toEqual({ stock: 96, salesCount: 4 });
    }
  });

  it('moves each order once when two admins ship the same orders at once', async () => {
    const product = await createProduct(testApp.db, { stock: 100 });
    const placed: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      placed.push(await placeOrder(testApp, shopper, [{ product, quantity: 1 }]));
    }

    const responses = await Promise.all(admins.map((admin) => bulk(admin, placed, 'shipped')));

    expect(responses.map((response) => response.statusCode)).toEqual(admins.map(() => 200));
    for (const response of responses) {
      expect(bulkOrderStatusResponseSchema.parse(response.json()).data.succeeded).toHaveLength(6);
    }
    for (const orderId of placed) expect(await statusSteps(orderId)).toBe(1);
  });
});
