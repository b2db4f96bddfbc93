import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open-database';
import { rawRows } from '../db/raw-rows';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job';
import { backupFileName, listOwnBackups, pruneBackups } from './backup-files';
import type { BackupSchedule } from './backup-schedule-config';
import { backUpOpenStore } from './write-backup';

/**
 * How often a process looks whether a backup is due. Due-ness is read from the newest file, not from the
 * process's uptime, so a server restarted more often than `BACKUP_EVERY` still backs up on time.
 */
export const BACKUP_CHECK_MS = 5 * 60 * 1000;
/** The first look, a minute after start: a store without any backup gets one soon after its first start. */
export const FIRST_BACKUP_CHECK_MS = 60 * 1000;

/** Any fixed number, the same in every process: "AUBK". */
const BACKUP_LOCK_ID = 0x4155424b;

export interface ScheduledBackupResult {
  file: string;
  deleted: string[];
}

/**
 * Takes a backup into the schedule's folder when the newest there is `everyMs` old or more, then keeps only the
 * newest `keep`. Several processes on one PostgreSQL take turns under a lock, and the one that comes second finds
 * the backup fresh. Resolves with what was done, or undefined when nothing was due or another process was at it.
 */
export async function takeScheduledBackup(
  database: Database,
  databaseUrl: string | undefined,
  schedule: BackupSchedule,
  now = new Date(),
): Promise<ScheduledBackupResult | undefined> {
  return underBackupLock(database, async () => {
    const newest = (await listOwnBackups(schedule.directory)).at(-1);
    if (newest && now.getTime() - newest.takenAt.getTime() < schedule.everyMs) return undefined;
    await mkdir(schedule.directory, { recursive: true });
    const file = path.join(schedule.directory, backupFileName(now));
    await backUpOpenStore(database, databaseUrl, file);
    return { file, deleted: await pruneBackups(schedule.directory, schedule.keep) };
  });
}

/**
 * The embedded store is this process's alone, and its snapshot waits for open transactions, so it takes no lock
 * (holding one in a transaction would wait on itself). On PostgreSQL the lock is held in a transaction for the
 * dump's length and let go at its end.
 */
async function underBackupLock<Result>(
  database: Database,
  work: () => Promise<Result>,
): Promise<Result | undefined> {
  if (database.kind === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_ID}) as locked`,
    );
    return lock?.locked ? work() : undefined;
  });
}

export function startScheduledBackups(
  database: Database,
  databaseUrl: string | undefined,
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
  { firstAfterMs = FIRST_BACKUP_CHECK_MS, checkMs = Math.min(schedule.everyMs, BACKUP_CHECK_MS) } = {},
): PeriodicJob {
  const backUp = async () => {
    const result = await takeScheduledBackup(database, databaseUrl, schedule);
    if (!result) return;
    log.info({ file: result.file }, 'Backup taken');
    if (result.deleted.length > 0) log.info({ deleted: result.deleted }, 'Older backups deleted');
  };
  return startPeriodicJob(backUp, log, {
    firstAfterMs,
    intervalMs: checkMs,
    failure: 'Scheduled backup failed; the next look is in a few minutes',
  });
}
