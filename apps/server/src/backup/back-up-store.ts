import type { Config } from '../config';
import { pgliteInUse } from '../seed/pglite-in-use';
import { askRunningServer } from './ask-running-server';
import { openEmbeddedBackup, sealEmbeddedBackup } from './backup-envelope';
import { BackupError } from './backup-error';
import { snapshotStoppedPglite } from './pglite-snapshot';
import { dumpPostgres } from './postgres-dump';
import { writeAtomically, writeDurably } from './write-backup';

/**
 * `pnpm backup`'s work: writes a backup of the store the config names into `file`, whether a server has it open
 * or not. PostgreSQL is dumped by pg_dump; the embedded store is snapshotted by the server running on it, or,
 * with none running, opened here.
 */
export async function backUpStore(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
): Promise<void> {
  const { databaseUrl } = config;
  if (databaseUrl) {
    await writeAtomically(file, (partial) => dumpPostgres(databaseUrl, partial));
    return;
  }
  const fromServer = await askRunningServer(config.dataDir);
  // Checked as a restore will check it: an answer cut short is refused now, not found out on the day of a restore.
  if (fromServer) openEmbeddedBackup(fromServer, 'The backup the running server sent');
  const bytes = fromServer ?? (await snapshotStoppedStore(config.dataDir));
  await writeAtomically(file, (partial) => writeDurably(partial, bytes));
}

async function snapshotStoppedStore(dataDir: string): Promise<Buffer> {
  if (await pgliteInUse(dataDir)) {
    throw new BackupError(
      `The embedded store in ${dataDir} is open, but no Aurora Store server there answers for backups. ` +
        'If a server is running, restart it; if none is, it was stopped without closing the database: start it ' +
        'and stop it once.',
    );
  }
  const snapshot = await snapshotStoppedPglite(dataDir);
  return sealEmbeddedBackup(snapshot.payload, snapshot.migrations);
}
