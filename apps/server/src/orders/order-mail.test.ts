import { randomUUID } from 'node:crypto';
import { orderResponseSchema } from '@aurora-store/api/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, putStatus, type TestUser } from '../admin/operations/operations-test-support';
import { mailOutbox, users } from '../db/schema';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { orderPayload, postOrder } from './order-test-support';

describe.each(databaseTargets())('order mail over SMTP on $name', (target) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp(target, { smtpUrl: smtp.url, mailRetryDelayMs: 20 });
    admin = await createUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const shopperWith = (fields: Partial<typeof users.$inferInsert> = {}) =>
    createUser(testApp, { email: `shopper-${randomUUID()}@aurora.test`, ...fields });

  /** Every mail still due is delivered: what has not arrived by then was never queued. */
  async function mailsTo(shopper: TestUser): Promise<ReceivedMail[]> {
    await testApp.app.mail.deliverDue();
    return smtp.received.filter((mail) => mail.envelopeTo.includes(shopper.user.email));
  }

  const subjectsTo = async (shopper: TestUser) => (await mailsTo(shopper)).map((mail) => mail.subject);

  function mailArriving(shopper: TestUser, subjectEnd: string) {
    return smtp.waitForMail(
      (mail) => mail.envelopeTo.includes(shopper.user.email) && mail.subject.endsWith(subjectEnd),
    );
  }

  async function outboxRowsFor(orderId: string) {
    return testApp.db
      .select({ dedupeKey: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `%:${orderId}`));
  }

  it('mails the confirmation of a placed order once, even when the checkout is sent again', async () => {
    const shopper = await shopperWith({ firstName: 'Grace' });
    const product = await createProduct(testApp.db, { name: 'Aurora Headphones', priceCents: 129_99 });
    const payload = orderPayload([{ product, quantity: 2 }]);
    const key = randomUUID();

    const first = await postOrder(testApp, shopper.authorization, payload, key);
    const retried = await postOrder(testApp, shopper.authorization, payload, key);

    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    const { order } = orderResponseSchema.parse(first.json()).data;
    const mail = await mailArriving(shopper, 'is confirmed');
    expect(mail.subject).toBe(`Your Aurora Store order ${order.orderNumber} is confirmed`);
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain('- Aurora Headphones × 2 at $129.99: $259.98');
    expect(mail.text).toContain(`Total: $${order.totalPrice.toFixed(2)}`);
    expect(mail.text).toContain(`http://localhost:3000/order/${order._id}`);
    expect(mail.html).toContain(`href="http://localhost:3000/order/${order._id}"`);
    expect(await subjectsTo(shopper)).toHaveLength(1);
    expect(await outboxRowsFor(order._id)).toEqual([{ dedupeKey: `order-confirmed:${order._id}` }]);
  });

  it('mails shipped and delivered once each, however often the status is set', async () => {
    const shopper = await shopperWith();
    const product = await createProduct(testApp.db, { name: '<script>alert(1)</script> Lamp' });
    const orderId = await placeOrder(testApp, shopper, [{ product, quantity: 1 }]);

    expect((await putStatus(testApp, admin, orderId, 'shipped')).statusCode).toBe(200);
    const shipped = await mailArriving(shopper, 'has shipped');
    expect(shipped.text).toContain('- <script>alert(1)</script> Lamp × 1');
    expect(shipped.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Lamp × 1');
    expect(shipped.html).not.toContain('<script>');

    for (const status of ['shipped', 'processing', 'shipped', 'delivered', 'delivered']) {
      expect((await putStatus(testApp, admin, orderId, status)).statusCode).toBe(200);
    }
    const delivered = await mailArriving(shopper, 'has been delivered');
    expect(delivered.text).toContain('Write a review');

    const subjects = await subjectsTo(shopper);
    expect(subjects.map((subject) => subject.replace(/AUR-\S+ /, ''))).toEqual([
      'Your Aurora Store order is confirmed',
      'Your Aurora Store order has shipped',
      'Your Aurora Store order has been delivered',
    ]);
  });

  it('mails a shipment made by a bulk status change', async () => {
    const shopper = await shopperWith();
    const product = await createProduct(testApp.db);
    const orderIds = [
      await placeOrder(testApp, shopper, [{ product, quantity: 1 }]),
      await placeOrder(testApp, shopper, [{ product, quantity: 2 }]),
    ];

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      headers: { authorization: admin.authorization },
      payload: { ids: orderIds, status: 'shipped' },
    });

    expect(response.statusCode).toBe(200);
    await expect
      .poll(async () => (await subjectsTo(shopper)).filter((s) => s.endsWith('has shipped')))
      .toHaveLength(2);
  });

  it('sends nothing to a shopper who turned Order updates off, or who erased their account', async () => {
    const quiet = await shopperWith({ notifyOrderUpdates: false });
    const leaving = await shopperWith();
    const product = await createProduct(testApp.db);
    const quietOrder = await placeOrder(testApp, quiet, [{ product, quantity: 1 }]);
    const leavingOrder = await placeOrder(testApp, leaving, [{ product, quantity: 1 }]);
    await mailArriving(leaving, 'is confirmed');
    await testApp.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.user.id));

    for (const orderId of [quietOrder, leavingOrder]) {
      expect((await putStatus(testApp, admin, orderId, 'shipped')).statusCode).toBe(200);
      expect((await putStatus(testApp, admin, orderId, 'delivered')).statusCode).toBe(200);
    }

    expect(await subjectsTo(quiet)).toEqual([]);
    expect(await outboxRowsFor(quietOrder)).toEqual([]);
    expect(await subjectsTo(leaving)).toHaveLength(1);
    expect(await outboxRowsFor(leavingOrder)).toEqual([{ dedupeKey: `order-confirmed:${leavingOrder}` }]);
  });

  it('sends nothing for an order the store refused or a status change it refused', async () => {
    const shopper = await shopperWith();
    const lastOne = await createProduct(testApp.db, { stock: 1 });
    const refused = await postOrder(
      testApp,
      shopper.authorization,
      orderPayload([{ product: lastOne, quantity: 2 }]),
    );
    const orderId = await placeOrder(testApp, shopper, [{ product: lastOne, quantity: 1 }]);
    await mailArriving(shopper, 'is confirmed');

    expect(refused.statusCode).toBe(409);
    expect((await putStatus(testApp, admin, orderId, 'cancelled')).statusCode).toBe(200);
    expect((await putStatus(testApp, admin, orderId, 'shipped')).statusCode).toBe(409);
    expect(await subjectsTo(shopper)).toHaveLength(1);
    expect(await outboxRowsFor(orderId)).toEqual([{ dedupeKey: `order-confirmed:${orderId}` }]);
  });
});
