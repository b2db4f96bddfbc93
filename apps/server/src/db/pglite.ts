import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { snapshotPglite } from '../backup/pglite-snapshot';
import { migrationsFolder } from '../paths';
import { closeOnce, type Database, pingDatabase } from './database';
import { countConnectionUse } from './pglite-connection-use';
import * as schema from './schema';

/** The embedded database, persisted in `<dataDir>/pglite`, needing no set-up at all. */
export async function openPglite(dataDir: string): Promise<Database> {
  const directory = path.join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  // pg_trgm backs the catalogue search; PGlite ships it as a loadable extension.
  const client = await PGlite.create(directory, { extensions: { pg_trgm } });
  const connectionUse = countConnectionUse(client);
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: () => pingDatabase(db),
    connectionUse,
    // Closing flushes PGlite's files; a process that exits without it may leave the data directory dirty.
    close: closeOnce(() => client.close()),
    onBackgroundError: () => {},
    snapshotDataDir: () => snapshotPglite(client),
  };
}
