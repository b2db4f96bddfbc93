import { ordersExportFileName } from '@aurora-store/api/contract';

/** 'orders-2026-03-10.csv': the day the export ran, in the store's time zone (as its staff read dates). */
export function orderExportFileName(now: Date, timeZone: string): string {
  // The en-CA calendar date is written YYYY-MM-DD.
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return ordersExportFileName(day);
}
