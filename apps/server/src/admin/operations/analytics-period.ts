import { type AnalyticsPeriodChoice, daysInRange } from '@aurora-store/api/contract';
import { parseDate, toZoned } from '@internationalized/date';
import { storeToday } from '../../settings/store-today';

/**
 * The period of the analytics and the sales report, in whole days of the store's time zone (the figures are
 * summed per day there, `order_daily_totals`): a preset's last `days` days with today, or the range asked for;
 * and the previous period, as many days just before it.
 */
export interface AnalyticsPeriod {
  days: number;
  timeZone: string;
  /** First and last day of the period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** The first instant of `from` in the store's zone: rows stamped at or after it belong to the period... */
  startsAt: Date;
  /** ...and before the first instant of the day after `to`. */
  endsBefore: Date;
  /** The first instant of `previousFrom`: the previous period runs from it until `startsAt`. */
  previousStartsAt: Date;
}

export function analyticsPeriod(
  choice: AnalyticsPeriodChoice,
  timeZone: string,
  now: Date = new Date(),
): AnalyticsPeriod {
  const { from, to } = 'days' in choice ? lastDays(choice.days, storeToday(timeZone, now)) : choice;
  const days = daysInRange(from, to);
  return {
    days,
    timeZone,
    from,
    to,
    previousFrom: shiftDay(from, -days),
    previousTo: shiftDay(from, -1),
    startsAt: dayStart(from, timeZone),
    endsBefore: dayStart(shiftDay(to, 1), timeZone),
    previousStartsAt: dayStart(shiftDay(from, -days), timeZone),
  };
}

/** The period as the analytics and its rankings answer it: its days, zone and dates, no instants. */
export function periodAnswer(period: AnalyticsPeriod) {
  return {
    days: period.days,
    timeZone: period.timeZone,
    from: period.from,
    to: period.to,
    previousFrom: period.previousFrom,
    previousTo: period.previousTo,
  };
}

function lastDays(days: number, today: string) {
  return { from: shiftDay(today, -(days - 1)), to: today };
}

/** A calendar date moved by whole days (no zone: calendar arithmetic). */
function shiftDay(day: string, by: number): string {
  return parseDate(day).add({ days: by }).toString();
}

/** When a day begins in the zone: midnight, or the first instant after it where the clocks skip midnight. */
function dayStart(day: string, timeZone: string): Date {
  return toZoned(parseDate(day), timeZone, 'compatible').toDate();
}

/** Change from the previous figure to the current one in percent, 1 decimal; null when there was nothing before. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
