import { type Analytics, centsToDollars, type OrderStatus } from '@aurora-store/api/contract';
import { and, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { orderDailyTotals, orders, products, users } from '../../db/schema';
import { activeCustomersQuery } from './active-customers';
import { type AnalyticsPeriod, growthPercent, periodAnswer } from './analytics-period';
import { storeCount } from './store-counts';

/*
 * The analytics in five SQL queries: the order figures from the daily summary (a few rows per day of the
 * two periods, whatever the number of orders), one row per day of each period, and the people and stock
 * figures from the other summaries and small indexes. Sums are cast to bigint and read as numbers: cents stay
 * exact far beyond any store's revenue.
 */

/** `sum(value) filter (where …)` as a number, 0 when nothing matches. */
function total(value: SQL, where?: SQL) {
  const filter = where ? sql` filter (where ${where})` : sql``;
  return sql<number>`coalesce(sum(${value})${filter}, 0)::bigint`.mapWith(Number);
}

/** A scalar subquery's count as a number. */
const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

const orderCount = sql`${orderDailyTotals.orderCount}`;
const totalCents = sql`${orderDailyTotals.totalCents}`;
const paid = sql`${orderDailyTotals.isPaid}`;

export async function computeAnalytics(db: AppDatabase, period: AnalyticsPeriod): Promise<Analytics> {
  const [orderFigures, discounts, revenueByDay, previousRevenueByDay, store] = await Promise.all([
    periodFigures(db, period),
    periodDiscounts(db, period),
    dailyRevenue(db, period.from, period.to),
    dailyRevenue(db, period.previousFrom, period.previousTo),
    storeFigures(db, period),
  ]);
  return {
    period: periodAnswer(period),
    revenue: {
      current: centsToDollars(orderFigures.revenueCents),
      previous: centsToDollars(orderFigures.previousRevenueCents),
      growth: growthPercent(orderFigures.revenueCents, orderFigures.previousRevenueCents),
    },
    discounts: {
      current: centsToDollars(discounts.currentCents),
      previous: centsToDollars(discounts.previousCents),
      growth: growthPercent(discounts.currentCents, discounts.previousCents),
    },
    orders: {
      current: orderFigures.orders,
      previous: orderFigures.previousOrders,
      growth: growthPercent(orderFigures.orders, orderFigures.previousOrders),
    },
    ordersByStatus: {
      pending: orderFigures.pending,
      processing: orderFigures.processing,
      shipped: orderFigures.shipped,
      delivered: orderFigures.delivered,
      cancelled: orderFigures.cancelled,
    },
    users: {
      new: store.newUsers,
      previousNew: store.previousNewUsers,
      active: store.activeCustomers,
      total: store.users,
    },
    activeProducts: store.activeProducts,
    lowStockCount: store.lowStock,
    outOfStockCount: store.outOfStock,
    revenueByDay,
    previousRevenueByDay,
  };
}

/** Orders and revenue of both periods, and the period's orders by status, from the daily summary. */
async function periodFigures(db: AppDatabase, period: AnalyticsPeriod) {
  const current = sql`${orderDailyTotals.day} >= ${period.from}`;
  const previous = sql`${orderDailyTotals.day} < ${period.from}`;
  const withStatus = (status: OrderStatus) =>
    total(orderCount, sql`${current} and ${orderDailyTotals.status} = ${status}`);
  const [row] = await db
    .select({
      orders: total(orderCount, current),
      previousOrders: total(orderCount, previous),
      revenueCents: total(totalCents, sql`${current} and ${paid}`),
      previousRevenueCents: total(totalCents, sql`${previous} and ${paid}`),
      pending: withStatus('pending'),
      processing: withStatus('processing'),
      shipped: withStatus('shipped'),
      delivered: withStatus('delivered'),
      cancelled: withStatus('cancelled'),
    })
    .from(orderDailyTotals)
    .where(and(gte(orderDailyTotals.day, period.previousFrom), lte(orderDailyTotals.day, period.to)));
  if (!row) throw new Error('an aggregate always answers one row');
  return row;
}

/**
 * What discount codes took off paid orders in both periods, from the orders themselves through their partial
 * index `orders_paid_discount_idx` (paid orders with a discount only): the daily summary has no discounts.
 */
async function periodDiscounts(db: AppDatabase, period: AnalyticsPeriod) {
  const [row] = await db
    .select({
      currentCents: total(sql`${orders.discountCents}`, sql`${orders.createdAt} >= ${period.startsAt}`),
      previousCents: total(sql`${orders.discountCents}`, sql`${orders.createdAt} < ${period.startsAt}`),
    })
    .from(orders)
    .where(
      and(
        sql`${orders.discountCents} > 0 and ${orders.isPaid}`,
        gte(orders.createdAt, period.previousStartsAt),
        lt(orders.createdAt, period.endsBefore),
      ),
    );
  if (!row) throw new Error('an aggregate always answers one row');
  return row;
}

/** One row per day from `from` to `to`, zero-filled by `generate_series` where no order was placed. */
async function dailyRevenue(db: AppDatabase, from: string, to: string) {
  const days = sql`generate_series(${from}::date, ${to}::date, interval '1 day') as period_days(day)`;
  const day = sql`period_days.day::date`;
  const rows = await db
    .select({
      date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      revenueCents: total(totalCents, paid),
      orders: total(orderCount),
    })
    .from(days)
    .leftJoin(orderDailyTotals, sql`${orderDailyTotals.day} = ${day}`)
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({
    date: row.date,
    revenue: centsToDollars(row.revenueCents),
    orders: row.orders,
  }));
}

/** Accounts opened from `startsAt` until before `endsBefore` that still exist (`users_live_created_idx`). */
const accountsOpened = (startsAt: Date, endsBefore: Date) =>
  sql`select count(*) from ${users} where ${users.deletedAt} is null and ${users.createdAt} >= ${startsAt} and ${users.createdAt} < ${endsBefore}`;

/**
 * People and stock in one query. New accounts from `users_live_created_idx`, the totals from `store_counts`,
 * customers who ordered from the summaries (active-customers.ts), low and out of stock from the partial index
 * `products_low_stock_idx` (low stock has some left, out of stock none): never every row.
 */
async function storeFigures(db: AppDatabase, period: AnalyticsPeriod) {
  const lowStock = sql`from ${products} where ${products.stock} <= ${products.lowStockThreshold} and ${products.deletedAt} is null`;
  const activeCustomers = activeCustomersQuery(period);
  const [row] = await db
    .select({
      activeCustomers: countOf(activeCustomers),
      users: storeCount('users.live'),
      newUsers: countOf(accountsOpened(period.startsAt, period.endsBefore)),
      previousNewUsers: countOf(accountsOpened(period.previousStartsAt, period.startsAt)),
      activeProducts: storeCount('products.active'),
      lowStock: countOf(sql`select count(*) ${lowStock} and ${products.stock} > 0`),
      outOfStock: countOf(sql`select count(*) ${lowStock} and ${products.stock} = 0`),
    })
    .from(sql`(select 1) as one_row`);
  if (!row) throw new Error('a select without a table always answers one row');
  return row;
}
