import { adminAnalyticsResponseSchema } from '@aurora-store/api/contract';
import { gt } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getAs, storeOrder } from '../admin/operations/operations-test-support';
import type { AppDatabase } from '../db/open-database';
import { customerOrderDays, orderDailyTotals } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { applyStoreTimeZone } from './store-time-zone';

/** The days the two day-keyed summaries count something on, in order (a day counted down to 0 keeps its row). */
async function summaryDays(db: AppDatabase) {
  const [orderDays, customerDays] = await Promise.all([
    db
      .select({ day: orderDailyTotals.day })
      .from(orderDailyTotals)
      .where(gt(orderDailyTotals.orderCount, 0))
      .orderBy(orderDailyTotals.day),
    db
      .select({ day: customerOrderDays.day })
      .from(customerOrderDays)
      .where(gt(customerOrderDays.orders, 0))
      .orderBy(customerOrderDays.day),
  ]);
  return { orders: orderDays.map((row) => row.day), customers: customerDays.map((row) => row.day) };
}

describe.each(databaseTargets())("the store's time zone on $name", (target) => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
  });

  it('keys the summaries by its days, and rebuilds them when it changes', async () => {
    testApp = await createTestApp(target);
    const { db } = testApp;
    const shopper = await createUser(testApp);
    // 03:00 UTC on 10 March is 23:00 on 9 March in New York.
    await storeOrder(db, {
      userId: shopper.user.id,
      createdAt: new Date('2026-03-10T03:00:00Z'),
      totalCents: 50_00,
    });
    expect(await summaryDays(db)).toEqual({ orders: ['2026-03-10'], customers: ['2026-03-10'] });

    expect(await applyStoreTimeZone(db, 'America/New_York')).toBe(true);
    expect(await summaryDays(db)).toEqual({ orders: ['2026-03-09'], customers: ['2026-03-09'] });

    // New orders follow the zone by the triggers: 02:00 UTC on 12 March is the evening of the 11th there.
    await storeOrder(db, {
      userId: shopper.user.id,
      createdAt: new Date('2026-03-12T02:00:00Z'),
      totalCents: 20_00,
    });
    expect(await summaryDays(db)).toEqual({
      orders: ['2026-03-09', '2026-03-11'],
      customers: ['2026-03-09', '2026-03-11'],
    });
    expect(await applyStoreTimeZone(db, 'America/New_York')).toBe(false);
  });

  it('answers the analytics in the days of the zone the store started with', async () => {
    testApp = await createTestApp(target, { storeTimeZone: 'Asia/Kathmandu' });
    const admin = await createUser(testApp, { role: 'admin' });
    const shopper = await createUser(testApp);
    // 20:00 UTC on 10 March is 01:45 on 11 March in Kathmandu (UTC+05:45).
    await storeOrder(testApp.db, {
      userId: shopper.user.id,
      createdAt: new Date('2026-03-10T20:00:00Z'),
      totalCents: 50_00,
      isPaid: true,
    });
    const figures = async (day: string) => {
      const response = await getAs(testApp as TestApp, admin, `/api/admin/analytics?from=${day}&to=${day}`);
      return adminAnalyticsResponseSchema.parse(response.json()).data;
    };

    const eleventh = await figures('2026-03-11');
    expect(eleventh.period).toMatchObject({ timeZone: 'Asia/Kathmandu', days: 1 });
    expect(eleventh.orders.current).toBe(1);
    expect(eleventh.revenue.current).toBe(50);
    expect(eleventh.users.active).toBe(1);
    expect((await figures('2026-03-10')).orders.current).toBe(0);
  });
});
