import {
  type ApiClient,
  createApiClient,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  ORDER_HISTORY_CLEARED_MESSAGE,
  PAYMENT_METHOD,
  PRICES_CHANGED_MESSAGE,
  SHIPPING_FLAT_CENTS,
  TAX_RATE_PERCENT,
} from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderPayload,
  testBillingAddress,
  testShippingAddress,
} from '../../apps/server/src/orders/order-test-support';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('the orders calls through the typed client on $name', (target) => {
  let testApp: TestApp;
  let baseUrl: string;
  let shopperToken: string;
  let shopper: ApiClient;
  let stranger: ApiClient;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    let strangerToken: string;
    [shopperToken, strangerToken] = await Promise.all([
      createUser(testApp).then((created) => created.token),
      createUser(testApp).then((created) => created.token),
    ]);
    shopper = createApiClient({ baseUrl, getToken: () => shopperToken });
    stranger = createApiClient({ baseUrl, getToken: () => strangerToken });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('placeOrder places an order and answers it', async () => {
    const product = await createProduct(testApp.db, { priceCents: 49_99, stock: 5 });

    const { data } = await shopper.placeOrder(orderPayload([{ product, quantity: 2 }]));

    expect(data.order).toMatchObject({ status: 'pending', isPaid: false, itemsPrice: 99.98 });
    expect(data.order.orderItems).toEqual([expect.objectContaining({ product: product.id, quantity: 2 })]);
  });

  it('placeOrder with an idempotency key answers a retry with the first order', async () => {
    const product = await createProduct(testApp.db, { stock: 5 });
    const payload = orderPayload([{ product, quantity: 1 }]);

    const first = await shopper.placeOrder(payload, { idempotencyKey: 'contract-retry' });
    const retry = await shopper.placeOrder(payload, { idempotencyKey: 'contract-retry' });
    const reused = await apiFailure(
      shopper.placeOrder(orderPayload([{ product, quantity: 2 }]), { idempotencyKey: 'contract-retry' }),
    );

    expect(retry.data.order._id).toBe(first.data.order._id);
    expect(reused).toMatchObject({ status: 409, message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
  });

  it('placeOrder reports a refusal and field errors as an ApiError', async () => {
    const product = await createProduct(testApp.db);
    const payload = orderPayload([{ product, quantity: 1 }]);

    const stale = await apiFailure(shopper.placeOrder({ ...payload, totalPrice: 1 }));
    const invalid = await apiFailure(
      shopper.placeOrder({ ...payload, shippingAddress: { ...payload.shippingAddress, city: '' } }),
    );

    expect(stale).toMatchObject({ status: 409, message: PRICES_CHANGED_MESSAGE });
    expect(invalid.status).toBe(400);
    expect(invalid.fieldErrors()).toMatchObject({ 'shippingAddress.city': 'City is required' });
  });

  it('myOrders and order read what was placed; another shopper gets 404', async () => {
    const product = await createProduct(testApp.db);
    const { data: placed } = await shopper.placeOrder(orderPayload([{ product, quantity: 1 }]));

    const mine = await shopper.myOrders({ page: 1, limit: 1 });
    const detail = await shopper.order(placed.order._id);
    const hidden = await apiFailure(stranger.order(placed.order._id));

    expect(mine.data.orders.map((order) => order._id)).toEqual([placed.order._id]);
    expect(mine.data.pagination).toMatchObject({ page: 1, hasPrev: false });
    expect(detail.data.order).toEqual(placed.order);
    expect(hidden).toMatchObject({ status: 404, message: 'Order not found' });
  });

  describe('the original frontend, which works its totals out in floating point', () => {
    /**
     * That client's own checkout: the lines as its cart holds them, the totals unrounded (8% of 11.98 is 0.9584),
     * `paymentMethod` and `billingAddress` as it sends them, posted as plain JSON from another origin.
     */
    const originalCheckout = (product: { id: string; name: string; priceCents: number }, totalOffset = 0) => {
      const price = product.priceCents / 100;
      const itemsPrice = price * 2;
      const taxPrice = itemsPrice * (TAX_RATE_PERCENT / 100);
      const shippingPrice = SHIPPING_FLAT_CENTS / 100;
      return fetch(`${baseUrl}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${shopperToken}`,
          'content-type': 'application/json',
          origin: 'http://localhost:5173',
        },
        body: JSON.stringify({
          orderItems: [{ product: product.id, name: product.name, image: '', price, quantity: 2 }],
          shippingAddress: testShippingAddress,
          billingAddress: testBillingAddress,
          paymentMethod: PAYMENT_METHOD,
          taxPrice,
          shippingPrice,
          totalPrice: itemsPrice + shippingPrice + taxPrice + totalOffset,
        }),
      });
    };

    it("places the order with the server's own totals, rounded to cents", async () => {
      const product = await createProduct(testApp.db, { priceCents: 5_99, stock: 5 });

      const response = await originalCheckout(product);

      expect(response.status).toBe(201);
      const { order } = (await response.json()).data;
      expect(order).toMatchObject({
        itemsPrice: 11.98,
        taxPrice: 0.96,
        shippingPrice: 10,
        totalPrice: 22.94,
      });
    });

    it('still places it a cent off, and refuses it a dollar off as prices that changed', async () => {
      const product = await createProduct(testApp.db, { priceCents: 5_99, stock: 5 });

      const centOff = await originalCheckout(product, 0.01);
      const dollarOff = await originalCheckout(product, -1);

      expect(centOff.status).toBe(201);
      expect(dollarOff.status).toBe(409);
      expect(await dollarOff.json()).toEqual({ success: false, message: PRICES_CHANGED_MESSAGE });
    });
  });

  it('clearOrderHistory empties the list and says so', async () => {
    const product = await createProduct(testApp.db);
    await stranger.placeOrder(orderPayload([{ product, quantity: 1 }]));

    const cleared = await stranger.clearOrderHistory();

    expect(cleared).toEqual({
      success: true,
      message: ORDER_HISTORY_CLEARED_MESSAGE,
      data: { clearedCount: 1 },
    });
    expect((await stranger.myOrders()).data.orders).toEqual([]);
  });
});
