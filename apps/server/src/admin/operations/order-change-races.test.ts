import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderEvents } from '../../db/schema';
import { stockOf } from '../../orders/order-test-support';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminOrderOf, placeOrder, putPayment, putStatus, type TestUser } from './operations-test-support';

/* PGlite is a single connection that runs one transaction at a time: races need a real PostgreSQL. */
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.runIf(postgres)('admins changing the same order at the same moment on PostgreSQL', () => {
  let testApp: TestApp;
  let admins: TestUser[];
  let shopper: TestUser;

  beforeAll(async () => {
    if (!postgres) throw new Error('runs only with DATABASE_URL');
    testApp = await createTestApp(postgres);
    [shopper, ...admins] = await Promise.all([
      createUser(testApp),
      ...Array.from({ length: 4 }, () => createUser(testApp, { role: 'admin' })),
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function countWhere(table: typeof orderEvents | typeof auditEvents, orderId: string) {
    const [row] =
      table === orderEvents
        ? await testApp.db
            .select({ total: count() })
            .from(orderEvents)
            .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'status_changed')))
        : await testApp.db
            .select({ total: count() })
            .from(auditEvents)
            .where(and(eq(auditEvents.objectType, 'order'), eq(auditEvents.objectId, orderId)));
    return row?.total;
  }

  it('returns the stock of an order cancelled by four admins at once exactly once', async () => {
    for (let round = 0; round < 5; round += 1) {
      // One after the other: the first creates the products' category.
      const first = await createProduct(testApp.db, { stock: 10 });
      const second = await createProduct(testApp.db, { stock: 10 });
      const orderId = await placeOrder(testApp, shopper, [
        { product: first, quantity: 2 },
        { product: second, quantity: 3 },
      ]);

      const responses = await Promise.all(
        admins.map((admin) => putStatus(testApp, admin, orderId, 'cancelled')),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(admins.map(() => 200));
      for (const response of responses) expect(adminOrderOf(response).status).toBe('cancelled');
      expect(await stockOf(testApp.db, first.id)).toEqual({ stock: 10, salesCount: 0 });
      expect(await stockOf(testApp.db, second.id)).toEqual({ stock: 10, salesCount: 0 });
      expect(await countWhere(orderEvents, orderId)).toBe(1);
      expect(await countWhere(auditEvents, orderId)).toBe(1);
    }
  });

  it('sets paidAt once when admins confirm the same payment at once', async () => {
    const product = await createProduct(testApp.db, { stock: 10 });
    const orderId = await placeOrder(testApp, shopper, [{ product, quantity: 1 }]);

    const responses = await Promise.all(admins.map((admin) => putPayment(testApp, admin, orderId)));

    expect(responses.map((response) => response.statusCode)).toEqual(admins.map(() => 200));
    const paidAts = new Set(responses.map((response) => adminOrderOf(response).paidAt));
    expect(paidAts.size).toBe(1);
    expect(await countWhere(orderEvents, orderId)).toBe(1);
    expect(await countWhere(auditEvents, orderId)).toBe(1);
  });

  it('never deadlocks cancels of orders that share products with new orders being placed', async () => {
    const products = [];
    for (let index = 0; index < 3; index += 1) products.push(await createProduct(testApp.db, { stock: 100 }));
    const lines = products.map((product) => ({ product, quantity: 1 }));
    const placed = await Promise.all(Array.from({ length: 6 }, () => placeOrder(testApp, shopper, lines)));

    const results = await Promise.all([
      ...placed.map((orderId, index) =>
        putStatus(testApp, admins[index % admins.length] as TestUser, orderId, 'cancelled'),
      ),
      ...Array.from({ length: 6 }, () => placeOrder(testApp, shopper, [...lines].reverse())),
    ]);

    const statuses = results
      .filter((result) => typeof result !== 'string')
      .map((result) => result.statusCode);
    expect(statuses).toEqual(placed.map(() => 200));
    for (const product of products) {
      expect(await stockOf(testApp.db, product.id)).toEqual({ stock: 94, salesCount: 6 });
    }
  });
});
