import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import {
  customerOrderDayPairs,
  customerOrderDays,
  customerOrderTotals,
  customerSpendWindows,
  orderDailyTotals,
  orderItems,
  orders,
  productSalesWindows,
  products,
  storeCounts,
  users,
} from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { noonDaysAgo, storeOrder, type TestUser } from './operations-test-support';

/*
 * The summaries the dashboard, the order list's count and the analytics read are kept by triggers. After
 * every kind of change they must equal what the rows themselves add up to.
 */
describe.each(databaseTargets())('the summaries on $name', (target) => {
  let testApp: TestApp;
  let first: TestUser;
  let second: TestUser;
  let product: Awaited<ReturnType<typeof createProduct>>;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  /** An order's one line: `units` of the product at 4.00. */
  const lineOf = (units: number) => [{ productId: product.id, priceCents: 4_00, quantity: units }];

  beforeAll(async () => {
    testApp = await createTestApp(target);
    [first, second] = await Promise.all([createUser(testApp), createUser(testApp)]);
    product = await createProduct(testApp.db);
    // The rankings' windows exist from here on (the first request for a ranking would build them).
    await testApp.db.execute(sql`select ranking_windows_roll(${today}::date)`);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /**
   * The summaries as the triggers kept them, without rows that add up to nothing; the windows rolled to today
   * first, as a ranking's request does (after a paid order was deleted they are built again).
   */
  async function kept() {
    await testApp.db.execute(sql`select ranking_windows_roll(${today}::date)`);
    const totals = await testApp.db
      .select()
      .from(orderDailyTotals)
      .where(sql`${orderDailyTotals.orderCount} <> 0`)
      .orderBy(asc(orderDailyTotals.day), asc(orderDailyTotals.status), asc(orderDailyTotals.isPaid));
    const customers = await testApp.db
      .select()
      .from(customerOrderTotals)
      .orderBy(asc(customerOrderTotals.userId));
    const orderDays = await testApp.db
      .select()
      .from(customerOrderDays)
      .orderBy(asc(customerOrderDays.userId), asc(customerOrderDays.day));
    const dayPairs = await testApp.db
      .select()
      .from(customerOrderDayPairs)
      .where(sql`${customerOrderDayPairs.customers} <> 0`)
      .orderBy(asc(customerOrderDayPairs.day), asc(customerOrderDayPairs.previousDay));
    const productWindows = await testApp.db
      .select()
      .from(productSalesWindows)
      .where(sql`${productSalesWindows.units} <> 0 or ${productSalesWindows.revenueCents} <> 0`)
      .orderBy(asc(productSalesWindows.days), asc(productSalesWindows.productId));
    const customerWindows = await testApp.db
      .select()
      .from(customerSpendWindows)
      .where(sql`${customerSpendWindows.orders} <> 0 or ${customerSpendWindows.spendCents} <> 0`)
      .orderBy(asc(customerSpendWindows.days), asc(customerSpendWindows.userId));
    return { totals, customers, orderDays, dayPairs, productWindows, customerWindows };
  }

  /** The same summaries computed from scratch from the orders. */
  async function recomputed() {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const totals = await testApp.db
      .select({
        day,
        status: orders.status,
        isPaid: orders.isPaid,
        orderCount: sql<number>`count(*)::integer`,
        totalCents: sql<number>`sum(${orders.totalPriceCents})::bigint`.mapWith(Number),
      })
      .from(orders)
      .groupBy(day, orders.status, orders.isPaid)
      .orderBy(day, asc(orders.status), asc(orders.isPaid));
    const customers = await testApp.db
      .select({ userId: orders.userId, orderCount: sql<number>`count(*)::integer` })
      .from(orders)
      .groupBy(orders.userId)
      .orderBy(asc(orders.userId));
    const orderDays = await testApp.db
      .select({ userId: orders.userId, day, orders: sql<number>`count(*)::integer` })
      .from(orders)
      .groupBy(orders.userId, day)
      .orderBy(asc(orders.userId), day);
    // Each customer's order days, each beside the one before it ('-infinity' for the first).
    const dayPairs = await rawRows<{ day: string; previousDay: string; customers: number }>(
      testApp.db,
      sql`select day, previous_day as "previousDay", count(*)::integer as customers
          from (
            select day, coalesce(lag(day) over (partition by user_id order by day), '-infinity')::text as previous_day
            from (select distinct ${orders.userId} as user_id, ${day} as day from ${orders}) as order_days
          ) as pairs
          group by 1, 2 order by 1, 2`,
    );
    // Each preset's paid orders placed on its last days to today.
    const inWindow = sql`${orders.isPaid} and (${orders.createdAt} at time zone 'UTC')::date
      between ${today}::date - windows.days + 1 and ${today}::date`;
    const windows = sql`unnest(ranking_window_days()) as windows(days)`;
    const productWindows = await rawRows<{ days: number }>(
      testApp.db,
      sql`select windows.days, ${orderItems.productId} as "productId", sum(${orderItems.quantity})::bigint as units,
            sum(${orderItems.quantity} * ${orderItems.priceCents})::bigint as "revenueCents"
          from ${windows} join ${orders} on ${inWindow} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
          where ${orderItems.productId} is not null
          group by 1, 2 order by 1, 2`,
    );
    const customerWindows = await rawRows<{ days: number }>(
      testApp.db,
      sql`select windows.days, ${orders.userId} as "userId", count(*)::integer as orders,
            sum(${orders.totalPriceCents})::bigint as "spendCents"
          from ${windows} join ${orders} on ${inWindow}
          group by 1, 2 order by 1, 2`,
    );
    const numbers = <Row extends object>(rows: Row[]) =>
      rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, key.endsWith('Id') ? value : Number(value)]),
        ),
      );
    return {
      totals,
      customers,
      orderDays,
      dayPairs,
      productWindows: numbers(productWindows),
      customerWindows: numbers(customerWindows),
    };
  }

  it('follow inserts, status and payment changes, moves in time and deletions', async () => {
    await storeOrder(testApp.db, {
      userId: first.user.id,
      createdAt: noonDaysAgo(now, 3),
      totalCents: 10_00,
      isPaid: true,
      lines: lineOf(2),
    });
    const moving = await storeOrder(testApp.db, {
      userId: second.user.id,
      createdAt: noonDaysAgo(now, 1),
      totalCents: 25_50,
      lines: lineOf(5),
    });
    const doomed = await storeOrder(testApp.db, {
      userId: second.user.id,
      createdAt: noonDaysAgo(now, 2),
      totalCents: 7_25,
      isPaid: true,
      lines: lineOf(1),
    });
    expect(await kept()).toEqual(await recomputed());
    // Two paid orders, 3 and 2 days ago: in every window.
    expect((await kept()).productWindows.map((window) => [window.days, window.units])).toEqual([
      [7, 3],
      [30, 3],
      [90, 3],
      [365, 3],
    ]);

    await testApp.db.update(orders).set({ status: 'shipped', isPaid: true }).where(eq(orders.id, moving));
    expect(await kept()).toEqual(await recomputed());

    await testApp.db
      .update(orders)
      .set({ createdAt: noonDaysAgo(now, 9) })
      .where(eq(orders.id, moving));
    expect(await kept()).toEqual(await recomputed());

    await testApp.db.update(orderItems).set({ quantity: 3 }).where(eq(orderItems.orderId, moving));
    expect(await kept()).toEqual(await recomputed());

    await testApp.db.update(orders).set({ hiddenFromHistoryAt: now }).where(eq(orders.userId, first.user.id));
    expect(await kept()).toEqual(await recomputed());

    await testApp.db.delete(orders).where(eq(orders.id, doomed));
    expect(await kept()).toEqual(await recomputed());

    await testApp.db.update(orders).set({ userId: first.user.id }).where(eq(orders.id, moving));
    expect(await kept()).toEqual(await recomputed());
    expect((await kept()).customers.map((customer) => customer.userId)).toEqual([first.user.id]);
  });

  it('follow one statement that changes several orders', async () => {
    await Promise.all(
      [1, 1, 1, 4].map((daysAgo, index) =>
        storeOrder(testApp.db, {
          userId: index % 2 === 0 ? first.user.id : second.user.id,
          createdAt: noonDaysAgo(now, daysAgo),
          totalCents: 1_000 + index,
          isPaid: index > 1,
          lines: lineOf(index + 1),
        }),
      ),
    );
    await testApp.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.status, 'pending'), eq(orders.userId, second.user.id)));
    expect(await kept()).toEqual(await recomputed());

    await testApp.db.update(orders).set({ isPaid: true }).where(eq(orders.userId, first.user.id));
    expect(await kept()).toEqual(await recomputed());
  });

  /** The store counts as kept, and as counted from the rows. */
  async function counts() {
    const keptCounts = Object.fromEntries(
      (await testApp.db.select().from(storeCounts)).map((row) => [row.name, row.value]),
    );
    const [counted] = await testApp.db
      .select({
        live: sql<number>`count(*) filter (where ${products.deletedAt} is null)::integer`,
        active: sql<number>`count(*) filter (where ${products.deletedAt} is null and ${products.isActive})::integer`,
        users: sql<number>`(select count(*) from ${users} where ${users.deletedAt} is null)::integer`,
      })
      .from(products);
    return {
      kept: {
        products: keptCounts['products.live'] ?? 0,
        active: keptCounts['products.active'] ?? 0,
        users: keptCounts['users.live'] ?? 0,
      },
      counted: { products: counted?.live, active: counted?.active, users: counted?.users },
    };
  }

  it('count the products and accounts that come, go and switch off', async () => {
    const sameCounts = async () => {
      const { kept, counted } = await counts();
      expect(kept).toEqual(counted);
    };
    const [first, second, third] = [
      await createProduct(testApp.db),
      await createProduct(testApp.db, { isActive: false }),
      await createProduct(testApp.db),
    ];
    await sameCounts();
    // Beside the product the orders above bought.
    expect((await counts()).kept).toMatchObject({ products: 4, active: 3 });

    await testApp.db.update(products).set({ isActive: false }).where(eq(products.id, first.id));
    await sameCounts();
    await testApp.db.update(products).set({ deletedAt: now }).where(eq(products.id, second.id));
    await sameCounts();
    await testApp.db.update(products).set({ stock: 0 });
    await sameCounts();
    await testApp.db.delete(products).where(eq(products.id, third.id));
    await sameCounts();
    expect((await counts()).kept).toMatchObject({ products: 2, active: 1 });

    const leaving = await createUser(testApp);
    await sameCounts();
    await testApp.db.update(users).set({ deletedAt: now }).where(eq(users.id, leaving.user.id));
    await sameCounts();
  });

  it('are emptied with their tables by a truncate', async () => {
    await testApp.db.execute(sql`truncate table ${orders}, ${products}, ${users} cascade`);

    expect(await kept()).toEqual({
      totals: [],
      customers: [],
      orderDays: [],
      dayPairs: [],
      productWindows: [],
      customerWindows: [],
    });
    expect(await testApp.db.select().from(storeCounts)).toEqual([]);
  });
});
