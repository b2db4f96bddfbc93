import {
  ANALYTICS_DATE_MESSAGE,
  ANALYTICS_DAYS_MESSAGE,
  ANALYTICS_RANGE_LENGTH_MESSAGE,
  ANALYTICS_RANGE_ORDER_MESSAGE,
  ANALYTICS_RANGE_PAIR_MESSAGE,
  ANALYTICS_YEARS_MESSAGE,
  adminAnalyticsResponseSchema,
} from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { analyticsPeriod } from './analytics-period';
import { getAs, noonDaysAgo, storeOrder, type TestUser } from './operations-test-support';

/*
 * A store built across two 7-day periods: this week (today and the 6 days before) and the week before it,
 * plus one order before both. Every expected figure below is counted by hand from this list.
 */
describe.each(databaseTargets())('GET /api/admin/analytics on $name', (target) => {
  let testApp: TestApp;
  let admin: TestUser;
  const now = new Date();

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const db = testApp.db;
    admin = await createUser(testApp, { role: 'admin' });
    const [longStanding, newcomer, leaver] = await Promise.all([
      createUser(testApp, { createdAt: noonDaysAgo(now, 100) }),
      createUser(testApp, { createdAt: noonDaysAgo(now, 3) }),
      createUser(testApp, { createdAt: noonDaysAgo(now, 30), deletedAt: now }),
    ]);
    const orders = [
      // This week: 4 orders, 100.00 paid.
      { userId: longStanding.user.id, createdAt: now, totalCents: 30_00, isPaid: true, status: 'processing' },
      {
        userId: newcomer.user.id,
        createdAt: noonDaysAgo(now, 2),
        totalCents: 70_00,
        isPaid: true,
        status: 'delivered',
      },
      { userId: newcomer.user.id, createdAt: noonDaysAgo(now, 2), totalCents: 15_00 },
      {
        userId: longStanding.user.id,
        createdAt: noonDaysAgo(now, 6),
        totalCents: 12_00,
        status: 'cancelled',
      },
      // The week before: 2 orders, 40.00 paid.
      {
        userId: leaver.user.id,
        createdAt: noonDaysAgo(now, 7),
        totalCents: 40_00,
        isPaid: true,
        status: 'shipped',
      },
      { userId: leaver.user.id, createdAt: noonDaysAgo(now, 13), totalCents: 20_00 },
      // Before both.
      {
        userId: longStanding.user.id,
        createdAt: noonDaysAgo(now, 14),
        totalCents: 999_00,
        isPaid: true,
        status: 'delivered',
      },
    ] as const;
    for (const order of orders) await storeOrder(db, order);

    await createProduct(db, { stock: 5, lowStockThreshold: 10 });
    await createProduct(db, { stock: 0 });
    await createProduct(db, { stock: 0, isActive: false });
    await createProduct(db, { stock: 100 });
    await createProduct(db, { stock: 0, deletedAt: now });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function analytics(query: string) {
    const response = await getAs(testApp, admin, `/api/admin/analytics${query}`);
    expect(response.statusCode).toBe(200);
    return adminAnalyticsResponseSchema.parse(response.json()).data;
  }

  it('compares the last 7 days with the 7 before them', async () => {
    const week = await analytics('?days=7');
    const period = analyticsPeriod({ days: 7 }, 'UTC', now);

    expect(week.period).toEqual({
      days: 7,
      timeZone: 'UTC',
      from: period.from,
      to: period.to,
      previousFrom: period.previousFrom,
      previousTo: period.previousTo,
    });
    expect(week.revenue).toEqual({ current: 100, previous: 40, growth: 150 });
    expect(week.orders).toEqual({ current: 4, previous: 2, growth: 100 });
    expect(week.ordersByStatus).toEqual({
      pending: 1,
      processing: 1,
      shipped: 0,
      delivered: 1,
      cancelled: 1,
    });
    expect(week.users).toEqual({ new: 2, previousNew: 0, active: 2, total: 3 });
    expect(week.activeProducts).toBe(3);
    expect(week.lowStockCount).toBe(1);
    expect(week.outOfStockCount).toBe(2);
  });

  it('answers every day of the period, zero on days without orders', async () => {
    const week = await analytics('?days=7');
    const period = analyticsPeriod({ days: 7 }, 'UTC', now);

    expect(week.revenueByDay).toHaveLength(7);
    expect(week.revenueByDay[0]?.date).toBe(period.from);
    expect(week.revenueByDay.map((day) => [day.revenue, day.orders])).toEqual([
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [70, 2],
      [0, 0],
      [30, 1],
    ]);
    expect(week.revenueByDay.at(-1)?.date).toBe(period.to);
    // The week before, day by day beside it.
    expect(week.previousRevenueByDay[0]?.date).toBe(period.previousFrom);
    expect(week.previousRevenueByDay.map((day) => [day.revenue, day.orders])).toEqual([
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [40, 1],
    ]);
  });

  it('has no growth when the previous period had nothing', async () => {
    const month = await analytics('?days=30');

    expect(month.revenue).toEqual({ current: 1139, previous: 0, growth: null });
    expect(month.orders).toEqual({ current: 7, previous: 0, growth: null });
    expect(month.revenueByDay).toHaveLength(30);
    expect(month.revenueByDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(1139);
    // The leaver ordered within the 30 days, then deleted their account: active, yet not among the accounts.
    expect(month.users).toEqual({ new: 2, previousNew: 0, active: 3, total: 3 });
  });

  it('covers 30 days by default and a whole year for 365', async () => {
    expect((await analytics('')).period.days).toBe(30);
    // The long-standing customer opened their account 100 days ago: in the 90 days before the last 90.
    expect((await analytics('?days=90')).users).toMatchObject({ new: 2, previousNew: 1 });
    const year = await analytics('?days=365');
    expect(year.revenueByDay).toHaveLength(365);
    expect(year.orders.current).toBe(7);
  });

  it.each(['14', 'abc', '0', '7.5'])('refuses days=%s with 400', async (days) => {
    const response = await getAs(testApp, admin, `/api/admin/analytics?days=${days}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: ANALYTICS_DAYS_MESSAGE });
  });

  /** The calendar date `daysAgo` days before today (UTC, the store's zone in this file). */
  const dayAgo = (daysAgo: number) => noonDaysAgo(now, daysAgo).toISOString().slice(0, 10);

  it('answers a past range, and compares it with as many days just before it', async () => {
    const lastWeek = await analytics(`?from=${dayAgo(13)}&to=${dayAgo(7)}`);

    expect(lastWeek.period).toMatchObject({
      days: 7,
      from: dayAgo(13),
      to: dayAgo(7),
      previousFrom: dayAgo(20),
      previousTo: dayAgo(14),
    });
    expect(lastWeek.revenue).toEqual({ current: 40, previous: 999, growth: -96 });
    expect(lastWeek.orders).toEqual({ current: 2, previous: 1, growth: 100 });
    expect(lastWeek.ordersByStatus).toMatchObject({ pending: 1, shipped: 1 });
    expect(lastWeek.revenueByDay.map((day) => day.orders)).toEqual([1, 0, 0, 0, 0, 0, 1]);
    // The newcomer's account was opened after this range; the leaver's before it.
    expect(lastWeek.users).toEqual({ new: 0, previousNew: 0, active: 1, total: 3 });
  });

  it("counts a past day's customers even when they ordered again since", async () => {
    const day = await analytics(`?from=${dayAgo(14)}&to=${dayAgo(14)}`);

    expect(day.orders.current).toBe(1);
    expect(day.users.active).toBe(1);
  });

  it.each([
    ['from alone', `?from=2026-01-01`, ANALYTICS_RANGE_PAIR_MESSAGE],
    ['a range and days', `?days=7&from=2026-01-01&to=2026-01-07`, ANALYTICS_RANGE_PAIR_MESSAGE],
    ['from after to', `?from=2026-01-08&to=2026-01-07`, ANALYTICS_RANGE_ORDER_MESSAGE],
    ['more than two years', `?from=2024-01-01&to=2026-01-01`, ANALYTICS_RANGE_LENGTH_MESSAGE],
    ['a day that does not exist', `?from=2026-02-30&to=2026-03-01`, ANALYTICS_DATE_MESSAGE],
    ['a date and time', `?from=2026-02-01T00:00&to=2026-03-01`, ANALYTICS_DATE_MESSAGE],
    ['a day in the year 1', `?from=0001-01-01&to=2026-01-31`, ANALYTICS_YEARS_MESSAGE],
  ])('refuses %s with 400', async (_case, query, message) => {
    const response = await getAs(testApp, admin, `/api/admin/analytics${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it.each([
    '/api/admin/analytics/products',
    '/api/admin/analytics/customers',
    '/api/admin/reports/sales.csv',
  ])('refuses a range in the year 0 on %s with 400, not a failure of the server', async (path) => {
    const response = await getAs(testApp, admin, `${path}?from=0000-01-01&to=0000-01-31`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { field: 'from', message: ANALYTICS_YEARS_MESSAGE },
        { field: 'to', message: ANALYTICS_YEARS_MESSAGE },
      ],
    });
  });

  it('takes a range of exactly two years', async () => {
    const longest = await analytics('?from=2024-01-01&to=2025-12-31');
    expect(longest.period.days).toBe(731);
    expect(longest.revenueByDay).toHaveLength(731);
  });
});
