import { ordersExportFileName } from '@aurora-store/api/contract';
import { storeToday } from '../../settings/store-today';

/** 'orders-2026-03-10.csv': the day the export ran, in the store's time zone (as its staff read dates). */
export function orderExportFileName(now: Date, timeZone: string): string {
  return ordersExportFileName(storeToday(timeZone, now));
}
