import {
  ANALYTICS_PERIODS,
  ANALYTICS_RANKING_SIZE,
  type CustomerInsights,
  centsToDollars,
  type ProductPerformance,
} from '@aurora-store/api/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { rawRows } from '../../db/raw-rows';
import {
  customerSpendWindows,
  orderItems,
  orders,
  productSalesWindows,
  products,
  users,
} from '../../db/schema';
import { activeCustomersQuery, newCustomersQuery } from './active-customers';
import { type AnalyticsPeriod, periodAnswer } from './analytics-period';
import { rollRankingWindows } from './ranking-windows';

/*
 * Product performance and customer insights of a period: what the paid orders placed in it bought, and who
 * spent the most. A preset period (its last days to today) reads the windows the triggers of drizzle/0009 keep,
 * the top of an index; any other range sums its orders.
 */

type Ordering = 'units' | 'revenue';

interface SoldRow {
  ranking: Ordering;
  id: string;
  name: string;
  sku: string;
  image: string | null;
  units: string | number;
  revenue_cents: string | number;
}

interface SpentRow {
  id: string;
  name: string;
  email: string;
  orders: string | number;
  spend_cents: string | number;
}

/**
 * The preset window that is exactly this period, rolled forward to its last day first; null for any other
 * range, or when the windows already end on a later day (a clock behind the database's, in tests).
 */
async function windowOf(db: AppDatabase, period: AnalyticsPeriod): Promise<number | null> {
  if (!(ANALYTICS_PERIODS as readonly number[]).includes(period.days)) return null;
  return (await rollRankingWindows(db, period.to)) === period.to ? period.days : null;
}

/** Nulls last, as the windows' indexes are (drizzle's `.desc()`): a ranking then reads the top of its index. */
const orderOf: Record<Ordering, (units: SQL, cents: SQL) => SQL> = {
  units: (units, cents) => sql`${units} desc nulls last, ${cents} desc nulls last`,
  revenue: (units, cents) => sql`${cents} desc nulls last, ${units} desc nulls last`,
};

/** The top products of one ordering, from the window or from the period's orders. */
function topProducts(period: AnalyticsPeriod, window: number | null, ordering: Ordering): SQL {
  const sold = window
    ? sql`select ${productSalesWindows.productId} as product_id, ${productSalesWindows.units} as units,
            ${productSalesWindows.revenueCents} as revenue_cents
          from ${productSalesWindows}
          where ${productSalesWindows.days} = ${window} and ${productSalesWindows.units} > 0
          order by ${orderOf[ordering](sql`${productSalesWindows.units}`, sql`${productSalesWindows.revenueCents}`)}
          limit ${ANALYTICS_RANKING_SIZE}`
    : sql`select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::bigint as units,
            sum(${orderItems.quantity} * ${orderItems.priceCents}::bigint)::bigint as revenue_cents
          from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
          where ${orders.isPaid} and ${orders.createdAt} >= ${period.startsAt}
            and ${orders.createdAt} < ${period.endsBefore} and ${orderItems.productId} is not null
          group by 1
          order by ${orderOf[ordering](sql`units`, sql`revenue_cents`)}
          limit ${ANALYTICS_RANKING_SIZE}`;
  return sql`select ${ordering}::text as ranking, ${products.id} as id, ${products.name} as name,
      ${products.sku} as sku, ${products.images} -> 0 ->> 'url' as image, sold.units, sold.revenue_cents
    from (${sold}) as sold join ${products} on ${products.id} = sold.product_id`;
}

export async function computeProductPerformance(
  db: AppDatabase,
  period: AnalyticsPeriod,
): Promise<ProductPerformance> {
  const window = await windowOf(db, period);
  const rows = await rawRows<SoldRow>(
    db,
    sql`${topProducts(period, window, 'units')} union all ${topProducts(period, window, 'revenue')}`,
  );
  const ranked = (ordering: Ordering) =>
    rows
      .filter((row) => row.ranking === ordering)
      .map((row) => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        image: row.image || null,
        units: Number(row.units),
        revenue: centsToDollars(Number(row.revenue_cents)),
      }))
      .sort((a, b) => rankOrder(ordering, a, b));
  return { period: periodAnswer(period), byUnits: ranked('units'), byRevenue: ranked('revenue') };
}

/** The ranking's order again after the union (which keeps none), then by name. */
function rankOrder(
  ordering: Ordering,
  a: { units: number; revenue: number; name: string },
  b: { units: number; revenue: number; name: string },
): number {
  const [first, second] =
    ordering === 'units' ? (['units', 'revenue'] as const) : (['revenue', 'units'] as const);
  return b[first] - a[first] || b[second] - a[second] || a.name.localeCompare(b.name);
}

export async function computeCustomerInsights(
  db: AppDatabase,
  period: AnalyticsPeriod,
): Promise<CustomerInsights> {
  const window = await windowOf(db, period);
  const spent = window
    ? sql`select ${customerSpendWindows.userId} as user_id, ${customerSpendWindows.orders} as orders,
            ${customerSpendWindows.spendCents} as spend_cents
          from ${customerSpendWindows}
          where ${customerSpendWindows.days} = ${window} and ${customerSpendWindows.orders} > 0
          order by ${customerSpendWindows.spendCents} desc nulls last, ${customerSpendWindows.orders} desc nulls last
          limit ${ANALYTICS_RANKING_SIZE}`
    : sql`select ${orders.userId} as user_id, count(*) as orders, sum(${orders.totalPriceCents})::bigint as spend_cents
          from ${orders}
          where ${orders.isPaid} and ${orders.createdAt} >= ${period.startsAt} and ${orders.createdAt} < ${period.endsBefore}
          group by 1
          order by spend_cents desc, orders desc
          limit ${ANALYTICS_RANKING_SIZE}`;
  const [ranking, [counts]] = await Promise.all([
    rawRows<SpentRow>(
      db,
      sql`select ${users.id} as id, ${users.firstName} || ' ' || ${users.lastName} as name, ${users.email} as email,
            spent.orders, spent.spend_cents
          from (${spent}) as spent join ${users} on ${users.id} = spent.user_id`,
    ),
    rawRows<{ active: string | number; new: string | number }>(
      db,
      sql`select (${activeCustomersQuery(period)}) as active, (${newCustomersQuery(period)}) as new`,
    ),
  ]);
  const active = Number(counts?.active ?? 0);
  const newCustomers = Number(counts?.new ?? 0);
  const bySpend = ranking
    .map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      orders: Number(row.orders),
      spend: centsToDollars(Number(row.spend_cents)),
    }))
    .sort((a, b) => b.spend - a.spend || b.orders - a.orders || a.name.localeCompare(b.name));
  return {
    period: periodAnswer(period),
    customers: { active, new: newCustomers, returning: active - newCustomers },
    bySpend,
  };
}
