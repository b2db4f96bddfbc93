import { sql } from 'drizzle-orm';
import { customerOrderDayPairs } from '../../db/schema';
import type { AnalyticsPeriod } from './analytics-period';

/*
 * Customers who ordered in a period, from `customer_order_day_pairs` (drizzle/0009): the period's days, each
 * with the customers who ordered on it counted by their order day before. Exact for any period, a row or so
 * per day read, whatever the number of orders.
 */

const inPeriod = (period: AnalyticsPeriod) =>
  sql`${customerOrderDayPairs.day} >= ${period.from} and ${customerOrderDayPairs.day} <= ${period.to}`;

/** Customers who placed an order in the period: the first of theirs in it follows a day before it, or none. */
export function activeCustomersQuery(period: AnalyticsPeriod) {
  return sql`select coalesce(sum(${customerOrderDayPairs.customers}), 0) from ${customerOrderDayPairs}
    where ${inPeriod(period)} and ${customerOrderDayPairs.previousDay} < ${period.from}`;
}

/** Customers whose first order ever was placed in the period. */
export function newCustomersQuery(period: AnalyticsPeriod) {
  return sql`select coalesce(sum(${customerOrderDayPairs.customers}), 0) from ${customerOrderDayPairs}
    where ${inPeriod(period)} and ${customerOrderDayPairs.previousDay} = '-infinity'`;
}
