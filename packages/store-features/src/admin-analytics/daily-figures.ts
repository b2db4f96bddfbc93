import type { Analytics } from '@aurora-store/api';

/** One day of the chart: the period's day and, beside it, the same day of the previous period. */
export interface DayPair {
  date: string;
  previousDate: string;
  revenue: number;
  previousRevenue: number;
  orders: number;
  previousOrders: number;
}

/** The two periods' days side by side (the API answers both with as many days, oldest first). */
export function pairDays(analytics: Pick<Analytics, 'revenueByDay' | 'previousRevenueByDay'>): DayPair[] {
  return analytics.revenueByDay.map((day, index) => {
    const before = analytics.previousRevenueByDay[index];
    return {
      date: day.date,
      previousDate: before?.date ?? '',
      revenue: day.revenue,
      previousRevenue: before?.revenue ?? 0,
      orders: day.orders,
      previousOrders: before?.orders ?? 0,
    };
  });
}

/** '25 Nov' (and the year when the period spans two), as the chart's axis and table write a day. */
export function dayLabel(date: string, withYear = false): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The busiest day by revenue, for the chart's summary sentence; undefined when nothing was sold. */
export function bestDay(days: readonly DayPair[]): DayPair | undefined {
  return days.reduce<DayPair | undefined>(
    (best, day) => (day.revenue > 0 && (!best || day.revenue > best.revenue) ? day : best),
    undefined,
  );
}
