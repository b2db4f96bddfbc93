import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/open-database';
import { rawRows } from '../../db/raw-rows';
import { type PeriodicJob, startPeriodicJob } from '../../jobs/periodic-job';
import { storeToday } from '../../settings/store-today';

/** The first roll, a minute after start: a fresh store's first build reads every order, off any request. */
export const RANKING_ROLL_FIRST_MS = 60 * 1000;
/** Then hourly: a day's roll happens within the hour after the store's midnight, for the price of one read. */
export const RANKING_ROLL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Moves the ranking windows (drizzle/0009) forward to `day`, building them from the orders when there are none or
 * they are a year behind; resolves with the day they now end on. One roll at a time, under the row lock the
 * function takes; a roll already as far is a single read.
 */
export async function rollRankingWindows(db: AppDatabase, day: string): Promise<string | undefined> {
  const [rolled] = await rawRows<{ through: string }>(
    db,
    sql`select ranking_windows_roll(${day}::date)::text as through`,
  );
  return rolled?.through;
}

/**
 * Rolls the windows to the store's today soon after start and then every hour, so no request pays for it. Left to
 * the first analytics request of the day, the first build at a million orders held ten pooled connections for
 * seconds behind the roll's lock, and other requests' sign-in checks timed out waiting for one (`pnpm bench:admin`).
 */
export function startRankingWindowRoll(
  db: AppDatabase,
  storeTimeZone: string,
  log: FastifyBaseLogger,
  { firstAfterMs = RANKING_ROLL_FIRST_MS, intervalMs = RANKING_ROLL_INTERVAL_MS } = {},
): PeriodicJob {
  return startPeriodicJob(
    async () => {
      await rollRankingWindows(db, storeToday(storeTimeZone));
    },
    log,
    {
      firstAfterMs,
      intervalMs,
      failure: 'Rolling the analytics rankings forward failed; it runs again later',
    },
  );
}
