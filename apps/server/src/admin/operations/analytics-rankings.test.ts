import {
  ANALYTICS_DAYS_MESSAGE,
  ANALYTICS_PERIODS,
  customerInsightsResponseSchema,
  productPerformanceResponseSchema,
} from '@aurora-store/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { getAs, noonDaysAgo, putPayment, storeOrder, type TestUser } from './operations-test-support';

/*
 * Product performance and customer insights. Three products and three customers; every expected figure is
 * counted by hand from the orders below. The presets read the windows the triggers keep; the last test builds
 * them again from nothing and rolled forward from days ago, and they must answer the same.
 */
describe.each(databaseTargets())('the analytics rankings on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;
  let unpaidOrderId: string;
  const now = new Date();
  const ids: Record<'lamp' | 'kettle' | 'watch' | 'veteran' | 'newcomer' | 'lapsed', string> = {
    lamp: '',
    kettle: '',
    watch: '',
    veteran: '',
    newcomer: '',
    lapsed: '',
  };

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const db = testApp.db;
    admin = await createUser(testApp, { role: 'admin' });
    // One after another: the first creates their category.
    const lamp = await createProduct(db, { name: 'Lamp', sku: 'RANK-LAMP' });
    const kettle = await createProduct(db, { name: 'Kettle', sku: 'RANK-KETTLE', images: [] });
    const watch = await createProduct(db, { name: 'Watch', sku: 'RANK-WATCH' });
    const [veteran, newcomer, lapsed] = await Promise.all([
      createUser(testApp, { firstName: 'Vera', lastName: 'Veteran' }),
      createUser(testApp, { firstName: 'Nora', lastName: 'Newcomer' }),
      createUser(testApp, { firstName: 'Lars', lastName: 'Lapsed' }),
    ]);
    Object.assign(ids, {
      lamp: lamp.id,
      kettle: kettle.id,
      watch: watch.id,
      veteran: veteran.user.id,
      newcomer: newcomer.user.id,
      lapsed: lapsed.user.id,
    });
    const line = (productId: string, priceCents: number, quantity: number) => ({
      productId,
      priceCents,
      quantity,
    });
    // 40 days ago: the veteran's first order, outside the last 30 days.
    await storeOrder(db, {
      userId: veteran.user.id,
      createdAt: noonDaysAgo(now, 40),
      totalCents: 20_00,
      isPaid: true,
      lines: [line(lamp.id, 10_00, 1)],
    });
    // 20 days ago: the lapsed customer's only order.
    await storeOrder(db, {
      userId: lapsed.user.id,
      createdAt: noonDaysAgo(now, 20),
      totalCents: 65_00,
      isPaid: true,
      lines: [line(watch.id, 30_00, 2)],
    });
    // 3 days ago, unpaid: the newcomer's first order; it counts them as a customer, not in the rankings.
    unpaidOrderId = await storeOrder(db, {
      userId: newcomer.user.id,
      createdAt: noonDaysAgo(now, 3),
      totalCents: 310_00,
      lines: [line(watch.id, 30_00, 10)],
    });
    await storeOrder(db, {
      userId: newcomer.user.id,
      createdAt: noonDaysAgo(now, 2),
      totalCents: 70_00,
      isPaid: true,
      lines: [line(kettle.id, 50_00, 1), line(lamp.id, 10_00, 1)],
    });
    await storeOrder(db, {
      userId: veteran.user.id,
      createdAt: noonDaysAgo(now, 1),
      totalCents: 60_00,
      isPaid: true,
      lines: [line(lamp.id, 10_00, 5)],
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function products(query: string) {
    const response = await getAs(testApp, admin, `/api/admin/analytics/products${query}`);
    expect(response.statusCode).toBe(200);
    return productPerformanceResponseSchema.parse(response.json()).data;
  }

  async function customers(query: string) {
    const response = await getAs(testApp, admin, `/api/admin/analytics/customers${query}`);
    expect(response.statusCode).toBe(200);
    return customerInsightsResponseSchema.parse(response.json()).data;
  }

  const ranking = (ranked: { name: string; units: number; revenue: number }[]) =>
    ranked.map((product) => [product.name, product.units, product.revenue]);
  const spenders = (ranked: { name: string; orders: number; spend: number }[]) =>
    ranked.map((customer) => [customer.name, customer.orders, customer.spend]);
  /** The calendar date `daysAgo` days before today (UTC, the store's zone here). */
  const dayAgo = (daysAgo: number) => noonDaysAgo(now, daysAgo).toISOString().slice(0, 10);

  it('ranks the products of the last 30 days by units and by revenue, from paid orders only', async () => {
    const month = await products('?days=30');

    expect(month.period).toMatchObject({ days: 30, from: dayAgo(29), to: dayAgo(0) });
    // The lamp and the watch both brought 60.00: the lamp sold more units.
    expect(ranking(month.byUnits)).toEqual([
      ['Lamp', 6, 60],
      ['Watch', 2, 60],
      ['Kettle', 1, 50],
    ]);
    expect(ranking(month.byRevenue)).toEqual([
      ['Lamp', 6, 60],
      ['Watch', 2, 60],
      ['Kettle', 1, 50],
    ]);
    expect(month.byUnits[0]).toMatchObject({
      id: ids.lamp,
      sku: 'RANK-LAMP',
      image: '/api/images/products/test.svg',
    });
    expect(month.byUnits.find((product) => product.name === 'Kettle')?.image).toBeNull();
  });

  it('ranks the last 7 days and the last 90 on their own orders', async () => {
    expect(ranking((await products('?days=7')).byRevenue)).toEqual([
      ['Lamp', 6, 60],
      ['Kettle', 1, 50],
    ]);
    expect(ranking((await products('?days=90')).byUnits)).toEqual([
      ['Lamp', 7, 70],
      ['Watch', 2, 60],
      ['Kettle', 1, 50],
    ]);
  });

  it('counts new and returning customers and ranks them by spend', async () => {
    const month = await customers('?days=30');

    // Nora and Lars ordered first within the 30 days; Vera had ordered before them.
    expect(month.customers).toEqual({ active: 3, new: 2, returning: 1 });
    expect(spenders(month.bySpend)).toEqual([
      ['Nora Newcomer', 1, 70],
      ['Lars Lapsed', 1, 65],
      ['Vera Veteran', 1, 60],
    ]);
    expect(month.bySpend[0]).toMatchObject({ id: ids.newcomer, email: expect.stringContaining('@') });
    const quarter = await customers('?days=90');
    expect(quarter.customers).toEqual({ active: 3, new: 3, returning: 0 });
    expect(spenders(quarter.bySpend)[0]).toEqual(['Vera Veteran', 2, 80]);
  });

  it('ranks a past range from its orders', async () => {
    const range = `?from=${dayAgo(25)}&to=${dayAgo(15)}`;

    expect(ranking((await products(range)).byUnits)).toEqual([['Watch', 2, 60]]);
    const insight = await customers(range);
    expect(insight.customers).toEqual({ active: 1, new: 1, returning: 0 });
    expect(spenders(insight.bySpend)).toEqual([['Lars Lapsed', 1, 65]]);
  });

  it('moves an order into the rankings when its payment is confirmed', async () => {
    expect((await putPayment(testApp, admin, unpaidOrderId)).statusCode).toBe(200);

    expect(ranking((await products('?days=7')).byUnits)[0]).toEqual(['Watch', 10, 300]);
    expect(spenders((await customers('?days=7')).bySpend)[0]).toEqual(['Nora Newcomer', 2, 380]);
    // The same days asked as a range (not a preset's window) agree.
    expect(ranking((await products(`?from=${dayAgo(6)}&to=${dayAgo(0)}`)).byUnits)[0]).toEqual([
      'Watch',
      10,
      300,
    ]);
  });

  it('answers the same built from nothing and rolled forward from days ago', async () => {
    const answers = async () =>
      Promise.all(
        ANALYTICS_PERIODS.map(async (days) => [
          await products(`?days=${days}`),
          await customers(`?days=${days}`),
        ]),
      );
    const kept = await answers();
    await testApp.db.execute(sql`select ranking_windows_drop()`);
    expect(await answers()).toEqual(kept);
    await testApp.db.execute(sql`select ranking_windows_drop()`);
    await testApp.db.execute(sql`select ranking_windows_roll(${dayAgo(5)}::date)`);
    expect(await answers()).toEqual(kept);
  });

  it('refuses a period it does not know with 400', async () => {
    const response = await getAs(testApp, admin, '/api/admin/analytics/products?days=14');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: ANALYTICS_DAYS_MESSAGE });
  });
});
