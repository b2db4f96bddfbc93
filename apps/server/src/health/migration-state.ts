import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { rawRows } from '../db/raw-rows';

/**
 * How many of the known migrations the database lacks. Drizzle's migrator applies, in one transaction, every
 * migration generated after the newest one the database records, so the same comparison says how far behind it
 * is. A database ahead of this version (a newer one migrated it) counts as up to date: the store's migrations
 * add to the schema, and older processes keep serving during a rolling deploy.
 */
export async function pendingMigrations(db: AppDatabase, knownTimes: readonly number[]): Promise<number> {
  // created_at is a bigint of milliseconds, well inside a double's exact range; as float8 both drivers agree.
  const [row] = await rawRows<{ newest: number | null }>(
    db,
    sql`select max(created_at)::float8 as newest from drizzle.__drizzle_migrations`,
  );
  const newest = row?.newest ?? Number.NEGATIVE_INFINITY;
  return knownTimes.filter((when) => when > newest).length;
}
