import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { snapshotPglite } from '../backup/pglite-snapshot';
import { migrationsFolder } from '../paths';
import { closeOnce, type Database, pingDatabase } from './database';
import { createPgliteClient } from './pglite-client';
import { countConnectionUse } from './pglite-connection-use';
import * as schema from './schema';

/**
 * The embedded database, persisted in `<dataDir>/pglite`, needing no set-up at all, with a page cache of
 * `sharedBuffersMb`.
 */
export async function openPglite(dataDir: string, sharedBuffersMb: number): Promise<Database> {
  const directory = path.join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const client = await createPgliteClient(directory, sharedBuffersMb);
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
