import { randomUUID } from 'node:crypto';
import { adminProductResponseSchema } from '@aurora-store/api/contract';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller, productForm } from '../admin/catalogue/admin-catalogue-test-support';
import { mailOutbox, products, type users } from '../db/schema';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server';
import { firstOnSaleOfNew } from '../products/first-on-sale';
import { databaseTargets } from '../test-support/database-targets';
import { createCategory, createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ANNOUNCEMENT_LOCK_ID, type AnnouncementContext, announceNewProducts } from './announce-new-products';
import { startNewProductAnnouncements } from './announcement-schedule';

/** Noon of the nth day of a month far from the test's own clock: each test's runs are on days of their own. */
const day = (n: number) => new Date(Date.UTC(2030, 0, n, 12));
const dayKey = (n: number) => day(n).toISOString().slice(0, 10);

describe.each(databaseTargets())('the daily announcement of new products on $name', (target) => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let context: AnnouncementContext;
  let asAdmin: ReturnType<typeof caller>;
  let subscribers: { id: string; email: string }[];
  let others: { id: string; email: string }[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp(target, { smtpUrl: smtp.url, mailRetryDelayMs: 20 });
    context = { db: testApp.db, mail: testApp.app.mail, storeTimeZone: 'UTC' };
    const admin = await createUser(testApp, { role: 'admin', notifyNewProducts: true });
    asAdmin = caller(testApp, admin.authorization);
    await createCategory(testApp.db, 'home');
    const shopper = async (fields: Partial<typeof users.$inferInsert>) =>
      (await createUser(testApp, { firstName: 'Grace', ...fields })).user;
    subscribers = [await shopper({ notifyNewProducts: true }), await shopper({ notifyNewProducts: true })];
    others = [
      await shopper({ notifyNewProducts: false }),
      await shopper({ notifyNewProducts: true, deletedAt: new Date() }),
      admin.user,
    ];
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  async function createdOnSale(fields: { name?: string; isActive?: boolean } = {}): Promise<string> {
    const form = productForm({ name: `Lamp ${randomUUID().slice(0, 8)}`, isActive: true, ...fields });
    const answer = await asAdmin('POST', '/api/admin/products', form);
    if (answer.statusCode !== 201) throw new Error(`not created: ${answer.body}`);
    return adminProductResponseSchema.parse(answer.json()).data.product._id;
  }

  async function bulk(action: 'activate' | 'deactivate' | 'delete', ids: string[]) {
    expect((await asAdmin('POST', '/api/admin/products/bulk', { action, ids })).statusCode).toBe(200);
  }

  /** The announcements queued for a day, by address. */
  async function queuedOn(n: number) {
    const rows = await testApp.db
      .select({
        to: mailOutbox.toAddress,
        text: mailOutbox.textBody,
        headers: mailOutbox.headers,
        key: mailOutbox.dedupeKey,
      })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `new-products:%:${dayKey(n)}`));
    return new Map(rows.map((row) => [row.to, row]));
  }

  // The tests below follow one another as a store's days do: this one starts the announcements.
  it('starts on its first run without announcing the catalogue already on sale', async () => {
    await createdOnSale();

    expect(await announceNewProducts(context, day(1))).toEqual({ status: 'started' });
    expect(await announceNewProducts(context, day(2))).toEqual({ status: 'nothing-new' });
    expect((await queuedOn(1)).size + (await queuedOn(2)).size).toBe(0);
  });

  it('mails a product created on sale to each opted-in shopper, and to no one else', async () => {
    const lamp = await createdOnSale({ name: 'Aurora Moon Lamp' });

    expect(await announceNewProducts(context, day(3))).toEqual({ status: 'mailed', products: 1, mails: 2 });

    const queued = await queuedOn(3);
    expect([...queued.keys()].sort()).toEqual(subscribers.map((shopper) => shopper.email).sort());
    for (const shopper of subscribers) {
      expect(queued.get(shopper.email)?.key).toBe(`new-products:${shopper.id}:${dayKey(3)}`);
      expect(queued.get(shopper.email)?.headers).toMatchObject({
        'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/unsubscribe\?token=/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    await testApp.app.mail.deliverDue();
    const [first] = subscribers;
    const mail = smtp.received.find((received) => received.envelopeTo.includes(first?.email ?? ''));
    expect(mail?.subject).toBe('New at Aurora Store: Aurora Moon Lamp');
    expect(mail?.text).toContain(`- Aurora Moon Lamp: $49.99\n  http://localhost:3000/product/${lamp}`);
    expect(mail?.text).toMatch(/Stop these mails: http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(mail?.html).toContain('src="http://localhost:3000/api/images/products/lamp.png"');
    expect(mail?.html).toContain(`href="http://localhost:3000/product/${lamp}"`);
    for (const other of others) {
      expect(smtp.received.some((received) => received.envelopeTo.includes(other.email))).toBe(false);
    }
  });

  it('sends nothing more the same day, and keeps what came on sale meanwhile for the next', async () => {
    const later = await createdOnSale({ name: 'Aurora Late Lamp' });

    expect(await announceNewProducts(context, day(3))).toEqual({ status: 'mailed-today' });
    expect((await queuedOn(3)).size).toBe(2);

    expect(await announceNewProducts(context, day(4))).toEqual({ status: 'mailed', products: 1, mails: 2 });
    expect([...(await queuedOn(4)).values()][0]?.text).toContain(`/product/${later}`);
  });

  it('sends nothing on a day with nothing new', async () => {
    expect(await announceNewProducts(context, day(5))).toEqual({ status: 'nothing-new' });
    expect((await queuedOn(5)).size).toBe(0);
  });

  it('announces a product activated for the first time, never one activated again', async () => {
    const announced = await createdOnSale();
    await announceNewProducts(context, day(6));
    const waiting = await createdOnSale({ isActive: false });

    await bulk('deactivate', [announced]);
    await bulk('activate', [announced, waiting]);

    expect(await announceNewProducts(context, day(7))).toEqual({ status: 'mailed', products: 1, mails: 2 });
    const text = [...(await queuedOn(7)).values()][0]?.text;
    expect(text).toContain(`/product/${waiting}`);
    expect(text).not.toContain(`/product/${announced}`);
  });

  it('lists no product that is no longer for sale', async () => {
    const withdrawn = await createdOnSale();
    const deleted = await createdOnSale();
    await createdOnSale({ isActive: false });
    await bulk('deactivate', [withdrawn]);
    await bulk('delete', [deleted]);

    expect(await announceNewProducts(context, day(8))).toEqual({ status: 'nothing-new' });
  });

  it('sends one set when two runs meet', async () => {
    await createdOnSale();
    // Two processes on PostgreSQL; PGlite is one connection, whose transactions take turns.
    const other = target.name === 'postgres' ? await testApp.store.open() : undefined;
    try {
      const outcomes = await Promise.all([
        announceNewProducts(context, day(9)),
        announceNewProducts({ ...context, db: other?.db ?? testApp.db }, day(9)),
      ]);

      const statuses = outcomes.map((outcome) => outcome.status);
      expect(statuses.filter((status) => status === 'mailed')).toHaveLength(1);
      // The other found the lock taken, or, once the first had committed, the day's mailing done.
      expect(statuses.filter((status) => status !== 'mailed')).toEqual([
        expect.stringMatching(/^(busy|mailed-today)$/),
      ]);
      expect((await queuedOn(9)).size).toBe(2);
    } finally {
      await other?.close();
    }
  });

  it.runIf(target.name === 'postgres')('leaves the run to the process holding the lock', async () => {
    await createdOnSale();
    const other = await testApp.store.open();
    try {
      const whileHeld = await other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ANNOUNCEMENT_LOCK_ID})`);
        return announceNewProducts(context, day(10));
      });
      expect(whileHeld).toEqual({ status: 'busy' });
    } finally {
      await other.close();
    }
    expect(await announceNewProducts(context, day(10))).toMatchObject({ status: 'mailed', products: 1 });
  });

  it.runIf(target.name === 'postgres')(
    'waits for a product whose transaction is still running, and announces it once committed',
    async () => {
      const category = await createCategory(testApp.db, 'home');
      const other = await testApp.store.open();
      try {
        const slow = await other.db.transaction(async (tx) => {
          const product = await createProduct(tx, { categorySlug: category.slug, name: 'Slow Lamp' });
          await tx
            .update(products)
            .set({ firstOnSaleAt: firstOnSaleOfNew(true) })
            .where(sql`${products.id} = ${product.id}`);
          expect(await announceNewProducts(context, day(11))).toEqual({ status: 'nothing-new' });
          return product.id;
        });
        expect(await announceNewProducts(context, day(12))).toEqual({
          status: 'mailed',
          products: 1,
          mails: 2,
        });
        expect([...(await queuedOn(12)).values()][0]?.text).toContain(`/product/${slow}`);
      } finally {
        await other.close();
      }
    },
  );

  it('runs on its timer until it is closed', async () => {
    await createdOnSale();
    const schedule = startNewProductAnnouncements(context, testApp.app.log, {
      intervalMs: 3_600_000,
      firstAfterMs: 20,
    });
    await vi.waitFor(
      async () => {
        const today = new Date().toISOString().slice(0, 10);
        const rows = await testApp.db
          .select({ key: mailOutbox.dedupeKey })
          .from(mailOutbox)
          .where(like(mailOutbox.dedupeKey, `new-products:%:${today}`));
        expect(rows).toHaveLength(2);
      },
      { timeout: 10_000 },
    );
    await schedule.close();
  });
});
