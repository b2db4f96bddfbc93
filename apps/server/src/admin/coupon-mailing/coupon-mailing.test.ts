import {
  couponMailingResponseSchema,
  couponMailingSentResponseSchema,
  errorEnvelopeSchema,
} from '@aurora-store/api/contract';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/open-database';
import { coupons, mailOutbox, users } from '../../db/schema';
import { readUnsubscribeToken } from '../../mail/unsubscribe-links';
import { databaseTargets } from '../../test-support/database-targets';
import { createCoupon, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, auditOf, caller } from '../catalogue/admin-catalogue-test-support';
import { COUPON_MAIL_BATCH_SIZE } from './coupon-mailing';

const DAY_MS = 24 * 60 * 60 * 1000;
const mailingPath = (id: string) => `/api/admin/coupons/${id}/mailing`;

/** The outbox rows of a coupon's sends, oldest first. */
function couponMails(db: AppDatabase, couponId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `coupon-mail:${couponId}:%`))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.toAddress));
}

/** A shopper who gets promotional mail unless a field says otherwise. */
const subscriber = (testApp: TestApp, fields: Partial<typeof users.$inferInsert> = {}) =>
  createUser(testApp, { isEmailVerified: true, notifyPromotions: true, firstName: 'Sam', ...fields });

describe.each(databaseTargets())('emailing a coupon to subscribers on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;
  let adminId: string;
  let subscriberId: string;
  let subscriberEmail: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const people = await adminAndShopper(testApp);
    call = people.asAdmin;
    adminId = people.admin.user.id;
    const { user } = await subscriber(testApp);
    subscriberId = user.id;
    subscriberEmail = user.email;
    // Everyone else the mail must miss: no promotions, an unproven address, a deleted account, an admin.
    await subscriber(testApp, { notifyPromotions: false });
    await subscriber(testApp, { isEmailVerified: false });
    await subscriber(testApp, { deletedAt: new Date() });
    await subscriber(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts only the shoppers who opted in, with a verified address and a live account', async () => {
    const coupon = await createCoupon(testApp.db);
    const response = await call('GET', mailingPath(coupon.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(couponMailingResponseSchema.parse(response.json()).data).toEqual({
      recipients: 1,
      lastEmailedAt: null,
      lastEmailedCount: null,
    });
  });

  it('queues one mail per subscriber, with its own unsubscribe link, and records the send', async () => {
    const coupon = await createCoupon(testApp.db, {
      code: 'SPRING10',
      description: 'Spring is here',
      minimumAmountCents: 50_00,
      maximumDiscountCents: 20_00,
      validUntil: new Date('2099-03-31T21:59:00Z'),
    });
    const response = await call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null });
    expect(response.statusCode, response.body).toBe(200);
    const answer = couponMailingSentResponseSchema.parse(response.json());
    expect(answer.message).toBe('Coupon SPRING10 emailed to 1 subscriber');
    expect(answer.data.sent).toBe(1);

    const [mail, ...more] = await couponMails(testApp.db, coupon.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: subscriberEmail,
      subject: '10% off with code SPRING10 at Aurora Store',
    });
    const unsubscribe = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(unsubscribe)?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(readUnsubscribeToken(testApp.app.jwtSecret, token)).toEqual({
      userId: subscriberId,
      preference: 'promotions',
    });
    for (const body of [mail?.textBody, mail?.htmlBody]) {
      expect(body).toContain(link);
      expect(body).toContain('SPRING10');
      expect(body).toContain('10% off your order (up to $20.00)');
      expect(body).toContain('Valid until Mar 31, 2099, 9:59 PM UTC');
      expect(body).toContain('On orders of $50.00 or more');
      expect(body).toContain('http://localhost:3000/products');
    }

    const mailing = couponMailingResponseSchema.parse(
      (await call('GET', mailingPath(coupon.id))).json(),
    ).data;
    expect(mailing).toEqual({ recipients: 1, lastEmailedAt: answer.data.lastEmailedAt, lastEmailedCount: 1 });
    expect(await auditOf(testApp.db, 'coupon', coupon.id)).toEqual([
      { actorId: adminId, action: 'coupon.email', details: { recipients: 1 } },
    ]);
  });

  it('sends again when confirmed against the last send, and refuses a confirmation that is out of date', async () => {
    const coupon = await createCoupon(testApp.db);
    const first = couponMailingSentResponseSchema.parse(
      (await call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null })).json(),
    ).data;

    // The same request again (a double click, a retry after a lost answer): the coupon went out meanwhile.
    const repeated = await call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null });
    expect(repeated.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(repeated.json()).message).toBe(
      'This coupon was emailed meanwhile: check when it last went out, then confirm again',
    );
    expect(await couponMails(testApp.db, coupon.id)).toHaveLength(1);

    const before = couponMailingResponseSchema.parse((await call('GET', mailingPath(coupon.id))).json()).data;
    expect(before).toMatchObject({ lastEmailedAt: first.lastEmailedAt, lastEmailedCount: 1 });
    const second = await call('POST', mailingPath(coupon.id), { ifLastEmailedAt: before.lastEmailedAt });
    expect(second.statusCode, second.body).toBe(200);
    const secondSend = couponMailingSentResponseSchema.parse(second.json()).data;
    expect(new Date(secondSend.lastEmailedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.lastEmailedAt).getTime(),
    );
    const mails = await couponMails(testApp.db, coupon.id);
    expect(mails.map((mail) => mail.toAddress)).toEqual([subscriberEmail, subscriberEmail]);
    expect(new Set(mails.map((mail) => mail.dedupeKey)).size).toBe(2);
    const after = couponMailingResponseSchema.parse((await call('GET', mailingPath(coupon.id))).json()).data;
    expect(after).toMatchObject({ lastEmailedAt: secondSend.lastEmailedAt, lastEmailedCount: 1 });
  });

  it('mails once when the same send arrives twice at the same moment', async () => {
    const coupon = await createCoupon(testApp.db);
    const answers = await Promise.all([
      call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null }),
      call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await couponMails(testApp.db, coupon.id)).toHaveLength(1);
  });

  it.each([
    ['an inactive', { isActive: false }, 'This coupon is inactive: activate it before emailing it'],
    [
      'an expired',
      { validFrom: new Date(Date.now() - 9 * DAY_MS), validUntil: new Date(Date.now() - DAY_MS) },
      'This coupon has expired: it can no longer be emailed',
    ],
    [
      'a used-up',
      { usageLimit: 5, usedCount: 5 },
      'This coupon has been fully used: it can no longer be emailed',
    ],
  ])('refuses %s coupon with 400 and mails nobody', async (_case, fields, message) => {
    const coupon = await createCoupon(testApp.db, fields);
    const response = await call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe(message);
    expect(await couponMails(testApp.db, coupon.id)).toEqual([]);
    const [row] = await testApp.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ lastEmailedAt: null, lastEmailedCount: null });
  });

  it('answers 404 for a coupon that does not exist, and 400 for a body without the confirmation', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await call('GET', mailingPath(id))).statusCode).toBe(404);
      const sent = await call('POST', mailingPath(id), { ifLastEmailedAt: null });
      expect(sent.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(sent.json()).message).toBe('Coupon not found');
    }
    const coupon = await createCoupon(testApp.db);
    const response = await call('POST', mailingPath(coupon.id), {});
    expect(response.statusCode).toBe(400);
    expect(await couponMails(testApp.db, coupon.id)).toEqual([]);
  });

  it('is for administrators only', async () => {
    const coupon = await createCoupon(testApp.db);
    const shopper = caller(testApp, (await createUser(testApp)).authorization);
    const anonymous = caller(testApp, undefined);
    expect((await shopper('GET', mailingPath(coupon.id))).statusCode).toBe(403);
    expect((await shopper('POST', mailingPath(coupon.id), { ifLastEmailedAt: null })).statusCode).toBe(403);
    expect((await anonymous('POST', mailingPath(coupon.id), { ifLastEmailedAt: null })).statusCode).toBe(401);
    expect(await couponMails(testApp.db, coupon.id)).toEqual([]);
  });
});

describe.each(databaseTargets())('emailing a coupon to many subscribers on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    call = (await adminAndShopper(testApp)).asAdmin;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('with nobody subscribed, refuses the send and records none', async () => {
    const coupon = await createCoupon(testApp.db);
    const mailing = couponMailingResponseSchema.parse(
      (await call('GET', mailingPath(coupon.id))).json(),
    ).data;
    expect(mailing.recipients).toBe(0);
    const response = await call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null });
    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
      'No subscriber has opted in to promotional emails',
    );
    const [row] = await testApp.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.lastEmailedAt).toBeNull();
  });

  it('queues a mail for each of 1,200 subscribers, in batches, each with its own link', async () => {
    const count = 1_200;
    expect(count).toBeGreaterThan(2 * COUPON_MAIL_BATCH_SIZE);
    await testApp.db.insert(users).values(
      Array.from({ length: count }, (_, index) => ({
        email: `subscriber-${index}@aurora.test`,
        passwordHash: 'not a hash: these people never sign in',
        firstName: `Reader${index}`,
        lastName: 'Many',
        isEmailVerified: true,
        notifyPromotions: true,
      })),
    );
    const coupon = await createCoupon(testApp.db, { code: 'MANY5' });
    const mailing = couponMailingResponseSchema.parse(
      (await call('GET', mailingPath(coupon.id))).json(),
    ).data;
    expect(mailing.recipients).toBe(count);

    const response = await call('POST', mailingPath(coupon.id), { ifLastEmailedAt: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(couponMailingSentResponseSchema.parse(response.json())).toMatchObject({
      message: 'Coupon MANY5 emailed to 1200 subscribers',
      data: { sent: count },
    });
    const mails = await couponMails(testApp.db, coupon.id);
    expect(mails).toHaveLength(count);
    expect(new Set(mails.map((mail) => mail.toAddress)).size).toBe(count);
    const links = new Set(mails.map((mail) => mail.headers?.['List-Unsubscribe']));
    expect(links.size).toBe(count);
    for (const mail of mails) {
      const link = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? 'missing';
      expect(mail.textBody).toContain(link);
    }
    const [row] = await testApp.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.lastEmailedCount).toBe(count);
    // 1,200 mails of a few kilobytes each: the embedded database takes seconds on a busy machine.
  }, 90_000);
});
