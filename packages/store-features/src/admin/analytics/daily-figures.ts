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

// Made once: a formatter costs far more to build than to use, and the chart's axis and table ask for a label per day.
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayWithYearFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '25 Nov' (and the year when the period spans two), as the chart's axis and table write a day. */
export function dayLabel(date: string, withYear = false): string {
  return (withYear ? dayWithYearFormat : dayFormat).format(new Date(`${date}T00:00:00Z`));
}

/** The width one day label takes on the chart's axis with room either side ('28 Nov' in 12 px type is ~45 px). */
export const DAY_LABEL_SLOT_PX = 64;

/**
 * How many days the chart's axis skips between two labels so that the labels fit a plot `plotWidth` pixels wide,
 * counted rather than measured: Recharts otherwise measures every day's label in the page to find which fit,
 * a year's 365 layouts in one task before the chart appears. At least two labels show, the first day's among them.
 */
export function dayLabelInterval(dayCount: number, plotWidth: number): number {
  const labels = Math.max(2, Math.floor(plotWidth / DAY_LABEL_SLOT_PX));
  return Math.max(0, Math.ceil(dayCount / labels) - 1);
}

/** The busiest day by revenue, for the chart's summary sentence; undefined when nothing was sold. */
export function bestDay(days: readonly DayPair[]): DayPair | undefined {
  return days.reduce<DayPair | undefined>(
    (best, day) => (day.revenue > 0 && (!best || day.revenue > best.revenue) ? day : best),
    undefined,
  );
}
