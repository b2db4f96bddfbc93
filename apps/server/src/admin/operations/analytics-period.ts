import type { AnalyticsDays } from '@aurora-store/api/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period of the analytics and the sales report: the last `days` UTC days, today included, and the
 * `days` days before it. Whole days, because the figures are summed per day (`order_daily_totals`).
 */
export interface AnalyticsPeriod {
  days: AnalyticsDays;
  /** First and last day of the period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Midnight UTC at the start of `from`: rows stamped at or after it belong to the period. */
  startsAt: Date;
}

export function analyticsPeriod(days: AnalyticsDays, now: Date = new Date()): AnalyticsPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startsAt = today - (days - 1) * DAY_MS;
  return {
    days,
    from: dayOf(startsAt),
    to: dayOf(today),
    previousFrom: dayOf(startsAt - days * DAY_MS),
    previousTo: dayOf(startsAt - DAY_MS),
    startsAt: new Date(startsAt),
  };
}

function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** Change from the previous figure to the current one in percent, 1 decimal; null when there was nothing before. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
