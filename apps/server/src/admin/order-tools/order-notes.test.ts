import { randomUUID } from 'node:crypto';
import {
  ORDER_NOTE_EMPTY_MESSAGE,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_TOO_LONG_MESSAGE,
} from '@aurora-store/api/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { caller } from '../catalogue/admin-catalogue-test-support';
import {
  adminOrderOf,
  placeOrder,
  putPayment,
  putStatus,
  type TestUser,
} from '../operations/operations-test-support';

describe.each(databaseTargets())('POST /api/admin/orders/:id/notes on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let asAdmin: ReturnType<typeof caller>;
  let asShopper: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    [admin, shopper] = await Promise.all([
      createUser(testApp, { role: 'admin', firstName: 'Grace', lastName: 'Hopper' }),
      createUser(testApp),
    ]);
    asAdmin = caller(testApp, admin.authorization);
    asShopper = caller(testApp, shopper.authorization);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function newOrder() {
    const product = await createProduct(testApp.db, { stock: 10 });
    return placeOrder(testApp, shopper, [{ product, quantity: 1 }]);
  }

  const addNote = (orderId: string, text: unknown) =>
    asAdmin('POST', `/api/admin/orders/${orderId}/notes`, { text });

  it('answers 201 with the order, the trimmed note in its timeline with its author and time', async () => {
    const orderId = await newOrder();

    const response = await addNote(orderId, '  Customer asked for gift wrap  ');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Note added' });
    const order = adminOrderOf(response);
    expect(order._id).toBe(orderId);
    expect(order.timeline.filter((entry) => entry.type === 'note')).toEqual([
      {
        type: 'note',
        _id: expect.any(String),
        text: 'Customer asked for gift wrap',
        at: expect.any(String),
        actor: { _id: admin.user.id, name: 'Grace Hopper' },
      },
    ]);
  });

  it('places notes among the steps by the time they were written', async () => {
    const orderId = await newOrder();
    await addNote(orderId, 'First call');
    await putPayment(testApp, admin, orderId);
    await addNote(orderId, 'Second call');
    await putStatus(testApp, admin, orderId, 'shipped');

    const order = adminOrderOf(await asAdmin('GET', `/api/admin/orders/${orderId}`));

    const kinds = order.timeline
      .filter((entry) => entry.type !== 'audit')
      .map((entry) => (entry.type === 'note' ? entry.text : entry.type));
    expect(kinds).toEqual([
      'placed',
      'First call',
      'payment_confirmed',
      'status_changed',
      'Second call',
      'status_changed',
    ]);
    const times = order.timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('records an audit entry for each note, without its text', async () => {
    const orderId = await newOrder();

    const order = adminOrderOf(await addNote(orderId, 'Fragile, pack twice'));

    const note = order.timeline.find((entry) => entry.type === 'note');
    const audits = await testApp.db
      .select({ actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.objectId, orderId), eq(auditEvents.action, 'order.note_add')));
    expect(audits).toEqual([
      { actorId: admin.user.id, details: { noteId: note?.type === 'note' ? note._id : '' } },
    ]);
    expect(order.timeline.find((entry) => entry.type === 'audit')).toMatchObject({
      action: 'order.note_add',
      actor: { _id: admin.user.id },
    });
  });

  it('never shows a note to the shopper, in the order or in their list', async () => {
    const orderId = await newOrder();
    await addNote(orderId, 'Suspicious address, check before shipping');

    const detail = await asShopper('GET', `/api/orders/${orderId}`);
    const list = await asShopper('GET', '/api/orders/my-orders');

    expect(detail.statusCode).toBe(200);
    expect(list.statusCode).toBe(200);
    for (const body of [detail.body, list.body]) {
      expect(body).not.toContain('Suspicious');
      expect(body.toLowerCase()).not.toContain('note');
    }
  });

  it.each([
    ['an empty note', '', ORDER_NOTE_EMPTY_MESSAGE],
    ['a note of spaces', '   \n ', ORDER_NOTE_EMPTY_MESSAGE],
    ['no text', undefined, ORDER_NOTE_EMPTY_MESSAGE],
    [
      `a note of ${ORDER_NOTE_MAX_LENGTH + 1} characters`,
      'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1),
      ORDER_NOTE_TOO_LONG_MESSAGE,
    ],
  ])('refuses %s with a 400 on the text field', async (_case, text, message) => {
    const orderId = await newOrder();

    const response = await addNote(orderId, text);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, errors: [{ field: 'text', message }] });
  });

  it('takes a note of exactly the longest length', async () => {
    const orderId = await newOrder();
    expect((await addNote(orderId, 'y'.repeat(ORDER_NOTE_MAX_LENGTH))).statusCode).toBe(201);
  });

  it('answers 404 for an order that is not there or an id that is not one', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await addNote(id, 'Hello');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Order not found' });
    }
  });

  it('is for administrators only', async () => {
    const orderId = await newOrder();
    expect((await asShopper('POST', `/api/admin/orders/${orderId}/notes`, { text: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await caller(testApp, undefined)('POST', `/api/admin/orders/${orderId}/notes`, { text: 'x' }))
        .statusCode,
    ).toBe(401);
  });
});
