import {
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  orderResponseSchema,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderItems } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { orderPayload, postOrder, stockOf } from './order-test-support';

type Shopper = Awaited<ReturnType<typeof createUser>>;

describe.each(databaseTargets())('POST /api/orders with an Idempotency-Key on $name', (target) => {
  let testApp: TestApp;
  let shopper: Shopper;
  let otherShopper: Shopper;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    shopper = await createUser(testApp);
    otherShopper = await createUser(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function post(payload: unknown, key: string, as: Shopper = shopper) {
    return postOrder(testApp, as.authorization, payload, key);
  }

  const productNow = (id: string) => stockOf(testApp.db, id);

  function refusal(response: { statusCode: number; json: () => unknown }) {
    return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
  }

  it('answers a retry with the first order and takes the stock once', async () => {
    const product = await createProduct(testApp.db, { stock: 5 });
    const payload = orderPayload([{ product, quantity: 2 }]);

    const first = await post(payload, 'checkout-retry-1');
    const retry = await post(payload, 'checkout-retry-1');

    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json()).toEqual(first.json());
    expect(await productNow(product.id)).toEqual({ stock: 3, salesCount: 2 });
    const placed = await testApp.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(placed).toHaveLength(1);
  });

  it('refuses the same key with another order with 409', async () => {
    const product = await createProduct(testApp.db, { stock: 5 });
    await post(orderPayload([{ product, quantity: 1 }]), 'checkout-reused');

    const response = await post(orderPayload([{ product, quantity: 2 }]), 'checkout-reused');

    expect(refusal(response)).toEqual({
      status: 409,
      body: { success: false, message: IDEMPOTENCY_KEY_REUSED_MESSAGE },
    });
    expect(await productNow(product.id)).toEqual({ stock: 4, salesCount: 1 });
  });

  it('keeps keys apart per shopper', async () => {
    const product = await createProduct(testApp.db, { stock: 5 });
    const payload = orderPayload([{ product, quantity: 1 }]);

    const mine = orderResponseSchema.parse((await post(payload, 'shared-key')).json());
    const theirs = orderResponseSchema.parse((await post(payload, 'shared-key', otherShopper)).json());

    expect(theirs.data.order._id).not.toBe(mine.data.order._id);
    expect(theirs.data.order.user._id).toBe(otherShopper.user.id);
  });

  it('does not use up a key on a refused order', async () => {
    const product = await createProduct(testApp.db, { stock: 5 });
    const payload = orderPayload([{ product, quantity: 1 }]);

    const refused = await post({ ...payload, totalPrice: 1 }, 'checkout-after-refusal');
    const placed = await post(payload, 'checkout-after-refusal');

    expect([refused.statusCode, placed.statusCode]).toEqual([409, 201]);
    const keys = await testApp.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'checkout-after-refusal'));
    expect(keys).toHaveLength(1);
  });
});
