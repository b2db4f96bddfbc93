import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { AppDatabase, Database } from './database';

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteSharedBuffersMb'>;
type DatabaseLocation = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** Opens PostgreSQL when `DATABASE_URL` is set, the embedded PGlite otherwise, and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  try {
    return await (config.databaseUrl
      ? openPostgres(config.databaseUrl)
      : openPglite(config.dataDir, config.pgliteSharedBuffersMb));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open ${describeDatabase(config)}: ${reason}`, { cause: error });
  }
}

/** Where the data lives, for logs: never the password of a connection URL. */
export function describeDatabase(config: DatabaseLocation): string {
  if (!config.databaseUrl) return `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
