import { randomUUID } from 'node:crypto';
import {
  CANCELLED_ORDER_PAYMENT_MESSAGE,
  CANCELLED_ORDER_REOPEN_MESSAGE,
  ORDER_STATUSES,
  PAYMENT_IRREVERSIBLE_MESSAGE,
} from '@aurora-store/api/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { stockOf } from '../../orders/order-test-support';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminOrderOf, placeOrder, putPayment, putStatus, type TestUser } from './operations-test-support';

describe.each(databaseTargets())('an admin changing an order on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    [admin, shopper] = await Promise.all([createUser(testApp, { role: 'admin' }), createUser(testApp)]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function newOrder(quantity = 2) {
    const product = await createProduct(testApp.db, { stock: 10 });
    const orderId = await placeOrder(testApp, shopper, [{ product, quantity }]);
    return { product, orderId };
  }

  function auditOf(orderId: string) {
    return testApp.db
      .select({ actorId: auditEvents.actorId, action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'order'), eq(auditEvents.objectId, orderId)))
      .orderBy(asc(auditEvents.at));
  }

  describe('PUT /api/admin/orders/:id/status', () => {
    it.each(ORDER_STATUSES.filter((status) => status !== 'pending'))(
      'moves a pending order to %s, with a step and an audit entry',
      async (status) => {
        const { orderId } = await newOrder();

        const response = await putStatus(testApp, admin, orderId, status);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          success: true,
          message: 'Order status updated successfully',
        });
        const order = adminOrderOf(response);
        expect(order.status).toBe(status);
        expect(order.timeline.filter((entry) => entry.type === 'status_changed')).toEqual([
          {
            type: 'status_changed',
            status,
            at: expect.any(String),
            actor: expect.objectContaining({ _id: admin.user.id }),
          },
        ]);
        expect(await auditOf(orderId)).toEqual([
          { actorId: admin.user.id, action: 'order.status_change', details: { from: 'pending', to: status } },
        ]);
      },
    );

    it('changes nothing when the order already has that status', async () => {
      const { orderId } = await newOrder();
      await putStatus(testApp, admin, orderId, 'shipped');

      const again = await putStatus(testApp, admin, orderId, 'shipped');

      expect(again.statusCode).toBe(200);
      expect(adminOrderOf(again).timeline.filter((entry) => entry.type === 'status_changed')).toHaveLength(1);
      expect(await auditOf(orderId)).toHaveLength(1);
    });

    it('keeps deliveredAt to the delivery in effect: its step’s time, gone once the order leaves delivered', async () => {
      const { orderId } = await newOrder();

      const delivered = adminOrderOf(await putStatus(testApp, admin, orderId, 'delivered'));
      const pendingAgain = adminOrderOf(await putStatus(testApp, admin, orderId, 'pending'));
      const deliveredAgain = adminOrderOf(await putStatus(testApp, admin, orderId, 'delivered'));
      const sameAgain = adminOrderOf(await putStatus(testApp, admin, orderId, 'delivered'));

      const deliverySteps = sameAgain.timeline.filter(
        (entry) => entry.type === 'status_changed' && entry.status === 'delivered',
      );
      expect(deliverySteps).toHaveLength(2);
      expect(delivered.deliveredAt).toBe(deliverySteps[0]?.at);
      expect(pendingAgain.deliveredAt).toBeNull();
      expect(deliveredAgain.deliveredAt).toBe(deliverySteps[1]?.at);
      // Delivered again changes nothing: no new step, the same time.
      expect(sameAgain.deliveredAt).toBe(deliveredAgain.deliveredAt);
    });

    it('lets any status follow any other until the order is cancelled', async () => {
      const { orderId } = await newOrder();
      for (const status of ['delivered', 'pending', 'shipped', 'processing'] as const) {
        const response = await putStatus(testApp, admin, orderId, status);
        expect(adminOrderOf(response).status).toBe(status);
      }
    });

    it('returns the stock and the sales of a cancelled order once', async () => {
      const { product, orderId } = await newOrder(3);
      expect(await stockOf(testApp.db, product.id)).toEqual({ stock: 7, salesCount: 3 });

      await putStatus(testApp, admin, orderId, 'shipped');
      const cancelled = await putStatus(testApp, admin, orderId, 'cancelled');
      const again = await putStatus(testApp, admin, orderId, 'cancelled');

      expect(adminOrderOf(cancelled).status).toBe('cancelled');
      expect(again.statusCode).toBe(200);
      expect(await stockOf(testApp.db, product.id)).toEqual({ stock: 10, salesCount: 0 });
    });

    it('refuses to reopen a cancelled order (409) and keeps its stock where it is', async () => {
      const { product, orderId } = await newOrder(3);
      await putStatus(testApp, admin, orderId, 'cancelled');

      const reopened = await putStatus(testApp, admin, orderId, 'processing');

      expect(reopened.statusCode).toBe(409);
      expect(reopened.json()).toEqual({ success: false, message: CANCELLED_ORDER_REOPEN_MESSAGE });
      expect(await stockOf(testApp.db, product.id)).toEqual({ stock: 10, salesCount: 0 });
    });

    it.each([
      ['an unknown status', { status: 'lost' }],
      ['no status', {}],
    ])('refuses %s with 400', async (_case, payload) => {
      const { orderId } = await newOrder();
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/status`,
        headers: { authorization: admin.authorization },
        payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'status', message: expect.stringContaining('pending') },
      ]);
    });

    it.each([
      ['a malformed id', 'nope'],
      ['an unknown id', randomUUID()],
    ])('answers 404 for %s', async (_case, id) => {
      const response = await putStatus(testApp, admin, id, 'shipped');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Order not found' });
    });
  });

  describe('PUT /api/admin/orders/:id/payment', () => {
    it('marks a pending order paid and moves it to processing, with both steps and an audit entry', async () => {
      const { orderId } = await newOrder();

      const response = await putPayment(testApp, admin, orderId);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: 'Payment confirmed successfully' });
      const order = adminOrderOf(response);
      expect(order).toMatchObject({ isPaid: true, status: 'processing' });
      expect(order.paidAt).not.toBeNull();
      expect(
        order.timeline.map((entry) => [entry.type, 'status' in entry ? entry.status : undefined]),
      ).toEqual([
        ['placed', 'pending'],
        ['payment_confirmed', undefined],
        ['status_changed', 'processing'],
        ['audit', undefined],
      ]);
      expect(await auditOf(orderId)).toEqual([
        {
          actorId: admin.user.id,
          action: 'order.payment_confirm',
          details: { status: { from: 'pending', to: 'processing' } },
        },
      ]);
    });

    it('is idempotent: a second confirmation keeps paidAt and adds nothing', async () => {
      const { orderId } = await newOrder();
      const first = adminOrderOf(await putPayment(testApp, admin, orderId));

      const second = await putPayment(testApp, admin, orderId);

      expect(second.statusCode).toBe(200);
      expect(adminOrderOf(second).paidAt).toBe(first.paidAt);
      expect(adminOrderOf(second).timeline).toEqual(first.timeline);
    });

    it('leaves the status of an order past pending as it is', async () => {
      const { orderId } = await newOrder();
      await putStatus(testApp, admin, orderId, 'shipped');

      const order = adminOrderOf(await putPayment(testApp, admin, orderId));

      expect(order).toMatchObject({ isPaid: true, status: 'shipped' });
    });

    it.each([
      ['isPaid false', { isPaid: false }],
      ['no isPaid', {}],
      ['isPaid as text', { isPaid: 'true' }],
    ])('refuses %s with 400: a payment is never undone', async (_case, payload) => {
      const { orderId } = await newOrder();
      await putPayment(testApp, admin, orderId);

      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/payment`,
        headers: { authorization: admin.authorization },
        payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: PAYMENT_IRREVERSIBLE_MESSAGE });
      const detail = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: { authorization: admin.authorization },
      });
      expect(adminOrderOf(detail).isPaid).toBe(true);
    });

    it('refuses to take payment for a cancelled order (409)', async () => {
      const { orderId } = await newOrder();
      await putStatus(testApp, admin, orderId, 'cancelled');

      const response = await putPayment(testApp, admin, orderId);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: CANCELLED_ORDER_PAYMENT_MESSAGE });
    });

    it('answers 404 for an unknown order', async () => {
      const response = await putPayment(testApp, admin, randomUUID());

      expect(response.statusCode).toBe(404);
    });
  });
});
