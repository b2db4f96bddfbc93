import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteSnapshot } from '../backup/pglite-snapshot';
import { withTimeout } from '../with-timeout';
import type * as schema from './schema';

/** The Drizzle API both drivers share, so queries never care which database is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `select 1` within the health deadline; rejects otherwise. */
  ping(): Promise<void>;
  /** How busy this process's connections are right now, for the metrics. */
  connectionUse(): ConnectionUse;
  /** Safe to call more than once. */
  close(): Promise<void>;
  /**
   * Errors raised outside any query (a pooled PostgreSQL connection dropped while idle). Without a
   * listener they would crash the process; the app forwards them to its log.
   */
  onBackgroundError(listener: (error: Error) => void): void;
  /**
   * The embedded database only: a consistent copy of its data directory. No other process may open the
   * directory while this one holds it, so its backups are taken here (backup/).
   */
  snapshotDataDir?(): Promise<PgliteSnapshot>;
}

export interface ConnectionUse {
  /** Connections running a query or holding a transaction. */
  inUse: number;
  /** Queries waiting for a connection to come free. */
  waiting: number;
  /** The most connections this process opens. */
  max: number;
}

/** A database that does not answer within this long is reported as unavailable. */
export const PING_TIMEOUT_MS = 2000;

export async function pingDatabase(db: AppDatabase): Promise<void> {
  await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS, 'The database did not answer in time');
}

/** Makes `close` idempotent: a test may close the database before the app's own shutdown does. */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
