import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { closeOnce, type Database, pingDatabase } from './database';
import * as schema from './schema';

/**
 * A server that accepts no connections fails requests after this long instead of holding them open;
 * longer than the health deadline, so a busy pool is not mistaken for an outage.
 */
const CONNECT_TIMEOUT_MS = 5000;

/** Any fixed number works; it only has to be the same in every server process. */
const MIGRATION_LOCK_ID = 0x4155524f; // "AURO"

/** A PostgreSQL server shared by any number of stateless server processes. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  let backgroundErrorListener: (error: Error) => void = () => {};
  pool.on('error', (error) => backgroundErrorListener(error));
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: () => pingDatabase(db),
    connectionUse: () => ({
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    close: closeOnce(() => pool.end()),
    onBackgroundError: (listener) => {
      backgroundErrorListener = listener;
    },
  };
}

/** Processes starting together must not apply the same migration twice: the first one migrates, the rest wait. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
