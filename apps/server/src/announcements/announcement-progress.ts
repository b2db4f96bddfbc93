import { inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { rawRows } from '../db/raw-rows';
import { settings } from '../db/schema';

/*
 * How far the new-product announcements have got, kept in the settings table so every process and every
 * restart agrees: the moment up to which products newly on sale have been dealt with, and the store's day of
 * the last mailing (a shopper gets at most one a day).
 */

const ANNOUNCED_THROUGH_KEY = 'new_products_announced_through';
const MAILED_ON_KEY = 'new_products_mailed_on';

export interface AnnouncementProgress {
  /** A timestamptz as PostgreSQL writes it, microseconds and all (a JavaScript Date would drop them). */
  announcedThrough: string | undefined;
  /** 'YYYY-MM-DD' in the store's time zone. */
  mailedOn: string | undefined;
}

export async function readProgress(tx: AppDatabase): Promise<AnnouncementProgress> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [ANNOUNCED_THROUGH_KEY, MAILED_ON_KEY]));
  const stored = (key: string) => rows.find((row) => row.key === key)?.value;
  return { announcedThrough: stored(ANNOUNCED_THROUGH_KEY), mailedOn: stored(MAILED_ON_KEY) };
}

/** Writes what is given, leaving the other key as it is. */
export async function saveProgress(tx: AppDatabase, progress: Partial<AnnouncementProgress>): Promise<void> {
  const rows = [
    { key: ANNOUNCED_THROUGH_KEY, value: progress.announcedThrough },
    { key: MAILED_ON_KEY, value: progress.mailedOn },
  ].flatMap(({ key, value }) => (value === undefined ? [] : [{ key, value }]));
  if (rows.length === 0) return;
  await tx
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

/**
 * Forgets how far the announcements got, so the next run starts afresh: it only marks the time, and what is on
 * sale by then is never announced. `pnpm seed` does this with the demo catalogue it lays down, whose products
 * went on sale "days ago" by their dates but are no news to anyone.
 */
export async function forgetProgress(tx: AppDatabase): Promise<void> {
  await tx.delete(settings).where(inArray(settings.key, [ANNOUNCED_THROUGH_KEY, MAILED_ON_KEY]));
}

/**
 * The end of what this run may announce: now, or, when another transaction on this database is still running,
 * the moment it started. A product goes on sale at its transaction's `now()` (products/first-on-sale.ts), so
 * every product on sale before this moment is committed and visible, and one whose transaction commits later is
 * left to the next run instead of being skipped for good. A transaction over an hour old is not waited for: an
 * abandoned session must not hold the announcements back forever.
 */
export async function settledUntil(tx: AppDatabase): Promise<string> {
  const [row] = await rawRows<{ until: string }>(
    tx,
    sql`
      select least(now(), (
        select min(xact_start) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start > now() - interval '1 hour'
      ))::text as until`,
  );
  if (!row) throw new Error('The database did not tell the time');
  return row.until;
}

/** The database's own clock, exactly, for a first run's starting point. */
export async function databaseNow(tx: AppDatabase): Promise<string> {
  const [row] = await rawRows<{ now: string }>(tx, sql`select now()::text as now`);
  if (!row) throw new Error('The database did not tell the time');
  return row.now;
}
