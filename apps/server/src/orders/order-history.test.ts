import {
  errorEnvelopeSchema,
  myOrdersResponseSchema,
  ORDER_HISTORY_CLEARED_MESSAGE,
  orderResponseSchema,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { orderPayload, postOrder } from './order-test-support';

type Shopper = Awaited<ReturnType<typeof createUser>>;

describe.each(databaseTargets())('the shopper order history on $name', (target) => {
  let testApp: TestApp;
  let admin: Shopper;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    admin = await createUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function placeOrders(shopper: Shopper, howMany: number): Promise<string[]> {
    const product = await createProduct(testApp.db, { stock: howMany });
    const ids: string[] = [];
    for (let index = 0; index < howMany; index += 1) {
      const response = await postOrder(
        testApp,
        shopper.authorization,
        orderPayload([{ product, quantity: 1 }]),
      );
      ids.push(orderResponseSchema.parse(response.json()).data.order._id);
    }
    return ids;
  }

  function get(url: string, as: Shopper) {
    return testApp.app.inject({ method: 'GET', url, headers: { authorization: as.authorization } });
  }

  describe('GET /api/orders/my-orders', () => {
    it('pages the caller’s own orders, newest first, 10 to a page', async () => {
      const shopper = await createUser(testApp);
      const stranger = await createUser(testApp);
      const placed = await placeOrders(shopper, 12);
      await placeOrders(stranger, 1);
      const newestFirst = [...placed].reverse();

      const first = myOrdersResponseSchema.parse((await get('/api/orders/my-orders', shopper)).json()).data;
      const second = myOrdersResponseSchema.parse(
        (await get('/api/orders/my-orders?page=2', shopper)).json(),
      ).data;

      expect(first.orders.map((order) => order._id)).toEqual(newestFirst.slice(0, 10));
      expect(first.pagination).toEqual({ page: 1, pages: 2, total: 12, hasNext: true, hasPrev: false });
      expect(second.orders.map((order) => order._id)).toEqual(newestFirst.slice(10));
      expect(second.pagination).toEqual({ page: 2, pages: 2, total: 12, hasNext: false, hasPrev: true });
      expect(first.orders[0]?.orderItems).toHaveLength(1);
      expect(first.orders[0]?.timeline.map((event) => event.type)).toEqual(['placed']);
    });

    it('takes a page size up to 50', async () => {
      const shopper = await createUser(testApp);
      const placed = await placeOrders(shopper, 3);

      const response = await get('/api/orders/my-orders?limit=2&page=2', shopper);

      const { data } = myOrdersResponseSchema.parse(response.json());
      expect(data.orders.map((order) => order._id)).toEqual([placed[0]]);
      expect(data.pagination).toEqual({ page: 2, pages: 2, total: 3, hasNext: false, hasPrev: true });
    });

    it('answers an empty first page to a shopper without orders', async () => {
      const shopper = await createUser(testApp);
      const { data } = myOrdersResponseSchema.parse((await get('/api/orders/my-orders', shopper)).json());
      expect(data).toEqual({
        orders: [],
        pagination: { page: 1, pages: 0, total: 0, hasNext: false, hasPrev: false },
      });
    });

    it.each([
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=two', 'page'],
    ])('refuses %s with 400', async (query, field) => {
      const response = await get(`/api/orders/my-orders?${query}`, admin);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors?.map((error) => error.field)).toEqual([field]);
    });

    it('answers 401 when signed out', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/orders/my-orders' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/orders/:id', () => {
    let owner: Shopper;
    let stranger: Shopper;
    let orderId: string;

    beforeAll(async () => {
      owner = await createUser(testApp);
      stranger = await createUser(testApp);
      [orderId = ''] = await placeOrders(owner, 1);
    });

    it('shows the order to its owner', async () => {
      const response = await get(`/api/orders/${orderId}`, owner);
      expect(response.statusCode).toBe(200);
      const { order } = orderResponseSchema.parse(response.json()).data;
      expect(order).toMatchObject({ _id: orderId, user: { _id: owner.user.id } });
    });

    it('shows the order to an admin', async () => {
      const response = await get(`/api/orders/${orderId}`, admin);
      expect(response.statusCode).toBe(200);
      expect(orderResponseSchema.parse(response.json()).data.order._id).toBe(orderId);
    });

    it.each([
      ['another shopper’s order', () => ({ id: orderId, as: stranger })],
      ['an order that does not exist', () => ({ id: '00000000-0000-4000-8000-000000000000', as: owner })],
      ['a malformed id', () => ({ id: 'not-an-order', as: owner })],
    ])('answers 404 for %s, the same way every time', async (_name, request) => {
      const { id, as } = request();
      const response = await get(`/api/orders/${id}`, as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Order not found' });
    });

    it('keeps the line of a product removed from the catalogue', async () => {
      const shopper = await createUser(testApp);
      const product = await createProduct(testApp.db, { name: 'Vanishing Vase', priceCents: 45_00 });
      const placed = await postOrder(
        testApp,
        shopper.authorization,
        orderPayload([{ product, quantity: 1 }]),
      );
      const { order } = orderResponseSchema.parse(placed.json()).data;
      await testApp.db.delete(products).where(eq(products.id, product.id));

      const response = await get(`/api/orders/${order._id}`, shopper);

      expect(orderResponseSchema.parse(response.json()).data.order.orderItems).toEqual([
        { product: null, name: 'Vanishing Vase', image: product.images[0]?.url, price: 45, quantity: 1 },
      ]);
    });
  });

  describe('DELETE /api/orders/clear-history', () => {
    it('hides the caller’s orders from their history and deletes nothing', async () => {
      const shopper = await createUser(testApp);
      const stranger = await createUser(testApp);
      const placed = await placeOrders(shopper, 2);
      const [strangersOrder] = await placeOrders(stranger, 1);

      const response = await testApp.app.inject({
        method: 'DELETE',
        url: '/api/orders/clear-history',
        headers: { authorization: shopper.authorization },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: ORDER_HISTORY_CLEARED_MESSAGE,
        data: { clearedCount: 2 },
      });
      const mine = myOrdersResponseSchema.parse((await get('/api/orders/my-orders', shopper)).json()).data;
      expect(mine.orders).toEqual([]);
      const detail = await get(`/api/orders/${placed[0]}`, shopper);
      expect(detail.statusCode).toBe(200);
      const kept = await testApp.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
      expect(kept).toHaveLength(2);
      expect(kept.every((order) => order.hiddenFromHistoryAt !== null)).toBe(true);
      const theirs = myOrdersResponseSchema.parse((await get('/api/orders/my-orders', stranger)).json()).data;
      expect(theirs.orders.map((order) => order._id)).toEqual([strangersOrder]);

      const again = await testApp.app.inject({
        method: 'DELETE',
        url: '/api/orders/clear-history',
        headers: { authorization: shopper.authorization },
      });
      expect(again.json()).toMatchObject({ data: { clearedCount: 0 } });
      const [later] = await placeOrders(shopper, 1);
      const afterwards = myOrdersResponseSchema.parse(
        (await get('/api/orders/my-orders', shopper)).json(),
      ).data;
      expect(afterwards.orders.map((order) => order._id)).toEqual([later]);
    });

    it('answers 401 when signed out', async () => {
      const response = await testApp.app.inject({ method: 'DELETE', url: '/api/orders/clear-history' });
      expect(response.statusCode).toBe(401);
    });
  });
});
