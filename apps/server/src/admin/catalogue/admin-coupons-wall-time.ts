import type { WallTimeReader } from '@aurora-store/api/contract';
import { parseDateTime, toZoned } from '@internationalized/date';

/**
 * Reads a coupon date sent without a zone ('2026-11-01T00:00', as the admin of the store the spec was written
 * from sends it) as a wall-clock time in the store's time zone. Across a change of the clocks, a time that
 * happens twice is the earlier one, and a time the clocks skip is moved on by the skip ('compatible', as
 * JavaScript's Temporal does).
 */
export function storeWallTimeReader(timeZone: string): WallTimeReader {
  return (wallTime) => toZoned(parseDateTime(wallTime), timeZone, 'compatible').toDate();
}
