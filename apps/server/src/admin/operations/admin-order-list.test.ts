import { randomUUID } from 'node:crypto';
import { adminOrderListResponseSchema, errorEnvelopeSchema } from '@aurora-store/api/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminOrderOf, getAs, placeOrder, putStatus, type TestUser } from './operations-test-support';

describe.each(databaseTargets())('the admin order list and detail on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    admin = await createUser(testApp, { role: 'admin', firstName: 'Grace', lastName: 'Hopper' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function list(query: string) {
    const response = await getAs(testApp, admin, `/api/admin/orders${query}`);
    expect(response.statusCode).toBe(200);
    return adminOrderListResponseSchema.parse(response.json()).data;
  }

  /** A shopper with a name and email no other test uses, so a search finds only their orders. */
  function uniqueShopper(lastName = `Tester${randomUUID().slice(0, 8)}`) {
    return createUser(testApp, {
      firstName: 'Charles',
      lastName,
      email: `${lastName.toLowerCase()}@example.test`,
    });
  }

  describe('GET /api/admin/orders', () => {
    it('pages every customer’s orders newest first, 10 to a page, with their units', async () => {
      const shopper = await uniqueShopper();
      const product = await createProduct(testApp.db, { stock: 100 });
      const placed: string[] = [];
      for (let index = 1; index <= 12; index += 1) {
        placed.push(await placeOrder(testApp, shopper, [{ product, quantity: (index % 3) + 1 }]));
      }
      const newestFirst = [...placed].reverse();

      const first = await list(`?search=${shopper.user.lastName}`);
      const second = await list(`?search=${shopper.user.lastName}&page=2`);

      expect(first.orders.map((order) => order._id)).toEqual(newestFirst.slice(0, 10));
      expect(second.orders.map((order) => order._id)).toEqual(newestFirst.slice(10));
      expect(first.pagination).toEqual({ page: 1, pages: 2, total: 12, hasNext: true, hasPrev: false });
      expect(second.pagination).toEqual({ page: 2, pages: 2, total: 12, hasNext: false, hasPrev: true });
      const newest = first.orders[0];
      expect(newest?.itemsCount).toBe((12 % 3) + 1);
      expect(newest?.user).toEqual({
        _id: shopper.user.id,
        firstName: 'Charles',
        lastName: shopper.user.lastName,
        email: shopper.user.email,
      });
    });

    it('counts every order without a search or filter, whoever placed it', async () => {
      const [inDatabase] = await testApp.db.select({ total: count() }).from(orders);
      const everything = await list('');
      const all = await list('?status=all&search=');

      expect(everything.pagination.total).toBe(inDatabase?.total);
      expect(all.pagination).toEqual(everything.pagination);
      expect(everything.orders).toHaveLength(Math.min(10, inDatabase?.total ?? 0));
    });

    it('finds orders by any part of their number, in any case: its start, its middle, its last six', async () => {
      const shopper = await uniqueShopper();
      const product = await createProduct(testApp.db);
      const orderId = await placeOrder(testApp, shopper, [{ product, quantity: 1 }]);
      const { orderNumber } = adminOrderOf(await getAs(testApp, admin, `/api/admin/orders/${orderId}`));

      for (const search of [
        orderNumber,
        orderNumber.slice(0, 14).toLowerCase(),
        orderNumber.slice(4),
        orderNumber.slice(-6),
        orderNumber.slice(-6).toLowerCase(),
      ]) {
        const found = await list(`?search=${search}&limit=100`);
        expect(found.orders.map((order) => order._id)).toContain(orderId);
      }
      const byLastSix = await list(`?search=${orderNumber.slice(-6).toLowerCase()}`);
      expect(byLastSix.orders.map((order) => order._id)).toEqual([orderId]);
      expect(byLastSix.pagination.total).toBe(1);
    });

    it('finds orders by part of the customer’s first, last or full name or email, in any case', async () => {
      const shopper = await uniqueShopper(`Babbage${randomUUID().slice(0, 6)}`);
      const other = await uniqueShopper();
      const product = await createProduct(testApp.db);
      const orderId = await placeOrder(testApp, shopper, [{ product, quantity: 1 }]);
      await placeOrder(testApp, other, [{ product, quantity: 1 }]);
      const lastName = shopper.user.lastName;

      for (const search of [
        lastName.toUpperCase(),
        lastName.slice(2, 10),
        `charles ${lastName}`,
        `${lastName.toLowerCase()}@example`,
      ]) {
        const found = await list(`?search=${encodeURIComponent(search)}`);
        expect(found.orders.map((order) => order._id)).toEqual([orderId]);
      }
    });

    it('lists an order matching by its number and by its customer once', async () => {
      const shopper = await uniqueShopper(`Aurelian${randomUUID().slice(0, 6)}`);
      const product = await createProduct(testApp.db);
      const orderId = await placeOrder(testApp, shopper, [{ product, quantity: 1 }]);
      const [inDatabase] = await testApp.db.select({ total: count() }).from(orders);

      const found = await list('?search=aur&limit=100');

      expect(found.pagination.total).toBe(inDatabase?.total);
      const ids = found.orders.map((order) => order._id);
      expect(ids).toContain(orderId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('takes % and _ in a search as characters, not wildcards', async () => {
      expect((await list('?search=%25')).pagination.total).toBe(0);
      expect((await list('?search=____')).pagination.total).toBe(0);
    });

    it('filters by status, alone or with a search', async () => {
      const shopper = await uniqueShopper();
      const product = await createProduct(testApp.db, { stock: 10 });
      const shipped = await placeOrder(testApp, shopper, [{ product, quantity: 1 }]);
      const pending = await placeOrder(testApp, shopper, [{ product, quantity: 1 }]);
      await putStatus(testApp, admin, shipped, 'shipped');

      const shippedOnes = await list(`?status=shipped&search=${shopper.user.lastName}`);
      const pendingOnes = await list(`?status=pending&search=${shopper.user.lastName}`);
      const everyShipped = await list('?status=shipped&limit=100');

      expect(shippedOnes.orders.map((order) => order._id)).toEqual([shipped]);
      expect(pendingOnes.orders.map((order) => order._id)).toEqual([pending]);
      expect(everyShipped.orders.every((order) => order.status === 'shipped')).toBe(true);
      expect(everyShipped.pagination.total).toBe(everyShipped.orders.length);
    });

    it.each([
      ['an unknown status', '?status=lost', 'status'],
      ['a page of 0', '?page=0', 'page'],
      ['too many per page', '?limit=101', 'limit'],
    ])('refuses %s with 400', async (_case, query, field) => {
      const response = await getAs(testApp, admin, `/api/admin/orders${query}`);

      expect(response.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.errors?.map((error) => error.field)).toEqual([field]);
    });
  });

  describe('GET /api/admin/orders/:id', () => {
    it('answers the order with its timeline: steps and audit entries with their actors', async () => {
      const shopper = await uniqueShopper();
      const product = await createProduct(testApp.db);
      const orderId = await placeOrder(testApp, shopper, [{ product, quantity: 2 }]);
      await putStatus(testApp, admin, orderId, 'shipped');

      const response = await getAs(testApp, admin, `/api/admin/orders/${orderId}`);

      expect(response.statusCode).toBe(200);
      const order = adminOrderOf(response);
      expect(order).toMatchObject({ _id: orderId, status: 'shipped', itemsCount: 2 });
      const shopperName = { _id: shopper.user.id, name: `Charles ${shopper.user.lastName}` };
      const adminName = { _id: admin.user.id, name: 'Grace Hopper' };
      expect(order.timeline).toEqual([
        { type: 'placed', status: 'pending', at: expect.any(String), actor: shopperName },
        { type: 'status_changed', status: 'shipped', at: expect.any(String), actor: adminName },
        {
          type: 'audit',
          action: 'order.status_change',
          details: { from: 'pending', to: 'shipped' },
          at: expect.any(String),
          actor: adminName,
        },
      ]);
    });

    it.each([
      ['a malformed id', 'not-an-id'],
      ['an unknown id', randomUUID()],
    ])('answers 404 for %s', async (_case, id) => {
      const response = await getAs(testApp, admin, `/api/admin/orders/${id}`);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Order not found' });
    });
  });

  describe('who may call', () => {
    const calls = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${randomUUID()}`],
      ['PUT', `/api/admin/orders/${randomUUID()}/status`],
      ['PUT', `/api/admin/orders/${randomUUID()}/payment`],
      ['GET', '/api/admin/analytics'],
      ['GET', '/api/admin/reports/sales.csv'],
    ] as const;

    it.each(calls)('%s %s answers 401 without a token and 403 to a shopper', async (method, url) => {
      const shopper = await createUser(testApp);
      const anonymous = await testApp.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      const asShopper = await testApp.app.inject({
        method,
        url,
        headers: { authorization: shopper.authorization },
        payload: method === 'PUT' ? {} : undefined,
      });

      expect(anonymous.statusCode).toBe(401);
      expect(asShopper.statusCode).toBe(403);
      expect(asShopper.json()).toMatchObject({ success: false });
    });
  });
});
