import { orderResponseSchema } from '@aurora-store/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { orderPayload, postOrder, stockOf } from './order-test-support';

/* PGlite is a single connection that runs one transaction at a time: races need a real PostgreSQL. */
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.runIf(postgres)('concurrent orders on PostgreSQL', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    if (!postgres) throw new Error('runs only with DATABASE_URL');
    testApp = await createTestApp(postgres);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const post = (authorization: string, payload: unknown, key?: string) =>
    postOrder(testApp, authorization, payload, key);
  const productNow = (id: string) => stockOf(testApp.db, id);

  it('sells the last 3 units to exactly 3 of 20 shoppers', async () => {
    const product = await createProduct(testApp.db, { stock: 3 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createUser(testApp)));
    const payload = orderPayload([{ product, quantity: 1 }]);

    const responses = await Promise.all(shoppers.map((shopper) => post(shopper.authorization, payload)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ success: false, message: 'Product is out of stock' });
    }
    expect(await productNow(product.id)).toEqual({ stock: 0, salesCount: 3 });
  });

  it('never deadlocks two orders that list the same products in opposite orders', async () => {
    const first = await createProduct(testApp.db, { stock: 100 });
    const second = await createProduct(testApp.db, { stock: 100 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createUser(testApp)));

    const responses = await Promise.all(
      shoppers.map((shopper, index) =>
        post(
          shopper.authorization,
          orderPayload(
            index % 2 === 0
              ? [
                  { product: first, quantity: 1 },
                  { product: second, quantity: 1 },
                ]
              : [
                  { product: second, quantity: 1 },
                  { product: first, quantity: 1 },
                ],
          ),
        ),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(shoppers.map(() => 201));
    expect(await productNow(first.id)).toEqual({ stock: 88, salesCount: 12 });
    expect(await productNow(second.id)).toEqual({ stock: 88, salesCount: 12 });
  });

  it('places one order for 5 simultaneous submits with the same Idempotency-Key', async () => {
    const product = await createProduct(testApp.db, { stock: 10 });
    const shopper = await createUser(testApp);
    const payload = orderPayload([{ product, quantity: 2 }]);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(shopper.authorization, payload, 'double-click')),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const orderIds = new Set(
      responses.map((response) => orderResponseSchema.parse(response.json()).data.order._id),
    );
    expect(orderIds.size).toBe(1);
    const [placed] = await testApp.db
      .select({ total: count() })
      .from(orders)
      .where(eq(orders.userId, shopper.user.id));
    expect(placed?.total).toBe(1);
    expect(await productNow(product.id)).toEqual({ stock: 8, salesCount: 2 });
  });
});
