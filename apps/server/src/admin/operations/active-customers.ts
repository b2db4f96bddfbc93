import { sql } from 'drizzle-orm';
import { customerLastOrderDays, customerOrderTotals, orders } from '../../db/schema';
import { storeToday } from '../../settings/store-today';
import type { AnalyticsPeriod } from './analytics-period';

/**
 * Customers who placed an order in the period, as a scalar subquery. In a period that runs to today they are
 * summed by the day of their last order (`customer_last_order_days`); in one that ended before today a later
 * order hides an earlier one there, so they are counted from the period's orders themselves.
 */
export function activeCustomersQuery(period: AnalyticsPeriod, now: Date) {
  const runsToToday = period.to >= storeToday(period.timeZone, now);
  return runsToToday
    ? sql`select coalesce(sum(${customerLastOrderDays.customers}), 0) from ${customerLastOrderDays} where ${customerLastOrderDays.day} >= ${period.from}`
    : sql`select count(distinct ${orders.userId}) from ${orders} where ${orders.createdAt} >= ${period.startsAt} and ${orders.createdAt} < ${period.endsBefore}`;
}

/** Customers whose first order ever was placed in the period (`customer_order_totals_first_order_idx`). */
export function newCustomersQuery(period: AnalyticsPeriod) {
  return sql`select count(*) from ${customerOrderTotals} where ${customerOrderTotals.firstOrderAt} >= ${period.startsAt} and ${customerOrderTotals.firstOrderAt} < ${period.endsBefore}`;
}
