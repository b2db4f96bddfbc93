import { randomUUID } from 'node:crypto';
import {
  BULK_ORDER_MAX_ORDERS,
  bulkOrderStatusResponseSchema,
  CANCELLED_ORDER_REOPEN_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
} from '@aurora-store/api/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderEvents, orders } from '../../db/schema';
import { stockOf } from '../../orders/order-test-support';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { caller } from '../catalogue/admin-catalogue-test-support';
import { adminOrderOf, placeOrder, putStatus, type TestUser } from '../operations/operations-test-support';

describe.each(databaseTargets())('POST /api/admin/orders/bulk-status on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let asAdmin: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    [admin, shopper] = await Promise.all([
      createUser(testApp, { role: 'admin', firstName: 'Grace', lastName: 'Hopper' }),
      createUser(testApp),
    ]);
    asAdmin = caller(testApp, admin.authorization);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function newOrder(quantity = 2) {
    const product = await createProduct(testApp.db, { stock: 10 });
    const orderId = await placeOrder(testApp, shopper, [{ product, quantity }]);
    return { product, orderId };
  }

  async function orderNumberOf(orderId: string) {
    const [order] = await testApp.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    return order?.orderNumber;
  }

  function bulk(body: object) {
    return asAdmin('POST', '/api/admin/orders/bulk-status', body);
  }

  function stepsOf(orderId: string) {
    return testApp.db
      .select({ status: orderEvents.status, actorId: orderEvents.actorId })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'status_changed')))
      .orderBy(asc(orderEvents.at));
  }

  function auditOf(orderId: string) {
    return testApp.db
      .select({ actorId: auditEvents.actorId, action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'order'), eq(auditEvents.objectId, orderId)))
      .orderBy(asc(auditEvents.at));
  }

  it('changes every order named in one call, each with its step and audit entry as a single change has', async () => {
    const placed = [await newOrder(), await newOrder(), await newOrder()];
    const ids = placed.map((order) => order.orderId);

    const response = await bulk({ ids, status: 'shipped' });

    expect(response.statusCode).toBe(200);
    const answer = bulkOrderStatusResponseSchema.parse(response.json());
    expect(answer.message).toBe('3 orders updated');
    expect(answer.data).toEqual({
      status: 'shipped',
      succeeded: await Promise.all(
        ids.map(async (id) => ({ _id: id, orderNumber: await orderNumberOf(id) })),
      ),
      failed: [],
    });
    for (const id of ids) {
      expect(await stepsOf(id)).toEqual([{ status: 'shipped', actorId: admin.user.id }]);
      expect(await auditOf(id)).toEqual([
        {
          actorId: admin.user.id,
          action: 'order.status_change',
          details: { from: 'pending', to: 'shipped' },
        },
      ]);
      const detail = await asAdmin('GET', `/api/admin/orders/${id}`);
      const timeline = adminOrderOf(detail).timeline;
      expect(timeline.find((entry) => entry.type === 'status_changed')).toMatchObject({
        status: 'shipped',
        actor: { _id: admin.user.id, name: 'Grace Hopper' },
      });
    }
  });

  it('reports orders it cannot change and still changes the others, in the order asked', async () => {
    const cancelled = await newOrder();
    expect((await putStatus(testApp, admin, cancelled.orderId, 'cancelled')).statusCode).toBe(200);
    const open = await newOrder();
    const missing = randomUUID();

    const response = await bulk({
      ids: [cancelled.orderId, missing, 'not-an-id', open.orderId],
      status: 'delivered',
    });

    expect(response.statusCode).toBe(200);
    const answer = bulkOrderStatusResponseSchema.parse(response.json());
    expect(answer.message).toBe('1 order updated');
    expect(answer.data.succeeded).toEqual([
      { _id: open.orderId, orderNumber: await orderNumberOf(open.orderId) },
    ]);
    expect(answer.data.failed).toEqual([
      {
        _id: cancelled.orderId,
        orderNumber: await orderNumberOf(cancelled.orderId),
        message: CANCELLED_ORDER_REOPEN_MESSAGE,
      },
      { _id: missing, orderNumber: null, message: ORDER_NOT_FOUND_MESSAGE },
      { _id: 'not-an-id', orderNumber: null, message: ORDER_NOT_FOUND_MESSAGE },
    ]);
    const [delivered] = await testApp.db
      .select({ status: orders.status, deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(eq(orders.id, open.orderId));
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect(await stepsOf(cancelled.orderId)).toEqual([{ status: 'cancelled', actorId: admin.user.id }]);
  });

  it('counts an order already in that status as succeeded, without a new step, and names a repeated id once', async () => {
    const { orderId } = await newOrder();
    await bulk({ ids: [orderId], status: 'processing' });

    const again = await bulk({ ids: [orderId, orderId], status: 'processing' });

    const answer = bulkOrderStatusResponseSchema.parse(again.json());
    expect(answer.message).toBe('1 order updated');
    expect(answer.data.succeeded.map((order) => order._id)).toEqual([orderId]);
    expect(await stepsOf(orderId)).toHaveLength(1);
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it('returns the stock of every order it cancels, once', async () => {
    const first = await newOrder(3);
    const second = await newOrder(4);

    await bulk({ ids: [first.orderId, second.orderId], status: 'cancelled' });
    const again = await bulk({ ids: [first.orderId, second.orderId], status: 'cancelled' });

    expect(bulkOrderStatusResponseSchema.parse(again.json()).data.failed).toEqual([]);
    expect(await stockOf(testApp.db, first.product.id)).toEqual({ stock: 10, salesCount: 0 });
    expect(await stockOf(testApp.db, second.product.id)).toEqual({ stock: 10, salesCount: 0 });
  });

  it.each([
    ['no ids', { ids: [], status: 'shipped' }, 'ids', 'Select at least one order'],
    [
      `${BULK_ORDER_MAX_ORDERS + 1} ids`,
      { ids: Array.from({ length: BULK_ORDER_MAX_ORDERS + 1 }, () => randomUUID()), status: 'shipped' },
      'ids',
      `At most ${BULK_ORDER_MAX_ORDERS} orders at once`,
    ],
    ['an unknown status', { ids: [randomUUID()], status: 'lost' }, 'status', undefined],
    ['no status', { ids: [randomUUID()] }, 'status', undefined],
    ['ids that are not a list', { ids: 'all', status: 'shipped' }, 'ids', undefined],
  ])('refuses %s with a 400 naming the field', async (_case, body, field, message) => {
    const response = await bulk(body);

    expect(response.statusCode).toBe(400);
    const failure = response.json() as { success: boolean; errors: { field: string; message: string }[] };
    expect(failure.success).toBe(false);
    expect(failure.errors).toContainEqual(
      message === undefined ? expect.objectContaining({ field }) : { field, message },
    );
  });

  it('is for administrators only', async () => {
    const { orderId } = await newOrder();
    const asShopper = caller(testApp, shopper.authorization);
    const asNobody = caller(testApp, undefined);

    expect(
      (await asShopper('POST', '/api/admin/orders/bulk-status', { ids: [orderId], status: 'shipped' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await asNobody('POST', '/api/admin/orders/bulk-status', { ids: [orderId], status: 'shipped' }))
        .statusCode,
    ).toBe(401);
    expect(await stepsOf(orderId)).toEqual([]);
  });
});
