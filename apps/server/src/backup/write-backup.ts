import { open, rename, rm } from 'node:fs/promises';
import type { Database } from '../db/open-database';
import { sealEmbeddedBackup } from './backup-envelope';
import { BackupError } from './backup-error';
import { dumpPostgres } from './postgres-dump';

/**
 * Writes `file` whole or not at all: into a partial file beside it, renamed once complete, so an interrupted
 * backup never passes for one (nor is counted among the scheduled ones).
 */
export async function writeAtomically(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await write(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Writes bytes and waits until the disk has them: a backup the next power cut takes away is none. */
export async function writeDurably(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The backup of the store this process has open, as the server takes it (scheduled, or asked by `pnpm backup`). */
export async function backUpOpenStore(database: Database, databaseUrl: string | undefined, file: string) {
  await writeAtomically(file, async (partial) => {
    if (database.kind === 'postgres') {
      if (!databaseUrl) throw new BackupError('A PostgreSQL store is backed up through its DATABASE_URL.');
      await dumpPostgres(databaseUrl, partial);
      return;
    }
    await writeDurably(partial, await embeddedBackupBytes(database));
  });
}

export async function embeddedBackupBytes(database: Database): Promise<Buffer> {
  const snapshot = await database.snapshotDataDir?.();
  if (!snapshot) throw new BackupError('Only the embedded database is backed up by snapshot.');
  return sealEmbeddedBackup(snapshot.payload, snapshot.migrations);
}
