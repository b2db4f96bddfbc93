import { open, readFile } from 'node:fs/promises';
import type { Config } from '../config';
import { knownMigrationTimes } from '../db/migration-journal';
import { describeDatabase } from '../db/open-database';
import { backupKind, KIND_BYTES, openEmbeddedBackup } from './backup-envelope';
import { BackupError } from './backup-error';
import { restorePglite } from './pglite-snapshot';
import { checkPostgresDump, postgresHoldsStore, restorePostgres } from './postgres-dump';

type StoreConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/**
 * Restores `file` into the store the config names (DATA_DIR, or DATABASE_URL), which must be empty unless
 * `replace` is given. The file is checked whole before the target is touched, and a restore that fails leaves
 * the target as it was.
 */
export async function restoreBackup(
  config: StoreConfig,
  file: string,
  { replace = false } = {},
): Promise<void> {
  const kind = backupKind(await firstBytes(file));
  if (!kind) throw new BackupError(`${file} is not an Aurora Store backup.`);
  if (kind === 'pglite') {
    if (config.databaseUrl) {
      throw new BackupError(
        `${file} is a backup of an embedded store, and DATABASE_URL names a PostgreSQL database: ` +
          'unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }
    const backup = openEmbeddedBackup(await readFile(file), file);
    const shipped = knownMigrationTimes().length;
    if (backup.header.migrations > shipped) {
      throw new BackupError(
        `${file} was made by a newer Aurora Store (${backup.header.migrations} migrations applied; this one has ` +
          `${shipped}). Restore it with that version or a later one.`,
      );
    }
    await restorePglite(config.dataDir, backup.payload, replace);
    return;
  }
  if (!config.databaseUrl) {
    throw new BackupError(
      `${file} is a PostgreSQL backup (pg_dump's custom format): set DATABASE_URL to the database to restore it into.`,
    );
  }
  await checkPostgresDump(file, file);
  if (!replace && (await postgresHoldsStore(config.databaseUrl))) {
    throw new BackupError(
      `${describeDatabase(config)} already holds a store, which restoring would replace. Nothing was changed. ` +
        'To replace it, run the restore again with --force.',
    );
  }
  await restorePostgres(config.databaseUrl, file, replace);
}

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BackupError(`${file} does not exist.`);
    throw error;
  });
  try {
    const buffer = Buffer.alloc(KIND_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, KIND_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
