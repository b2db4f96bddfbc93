import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/open-database';
import { type BackupControlServer, startBackupControl } from './backup-control-server';
import { startScheduledBackups } from './backup-schedule';

/**
 * What a server process does for backups: answers `pnpm backup` for the embedded store it holds open, and takes
 * the scheduled backups `BACKUP_DIR` asks for. `close` stops both and waits for a backup under way.
 */
export async function startBackups(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const control: BackupControlServer | undefined =
    database.kind === 'pglite' ? await startBackupControl(config.dataDir, database, log) : undefined;
  const schedule = config.backups
    ? startScheduledBackups(database, config.databaseUrl, config.backups, log)
    : undefined;
  return {
    close: async () => {
      await Promise.all([control?.close(), schedule?.close()]);
    },
  };
}
