import path from 'node:path';

/** The server's own backups: `BACKUP_DIR`, `BACKUP_EVERY`, `BACKUP_KEEP`. */
export interface BackupSchedule {
  /** An absolute folder; the server makes it when missing. */
  directory: string;
  /** A backup is taken when the newest one there is at least this old. */
  everyMs: number;
  /** How many of the server's own backups the folder keeps; older ones are deleted. */
  keep: number;
}

export const DEFAULT_BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;
/** A week of daily backups. */
export const DEFAULT_BACKUP_KEEP = 7;

interface BackupVariables {
  BACKUP_DIR?: string | undefined;
  BACKUP_EVERY?: number | undefined;
  BACKUP_KEEP?: number | undefined;
}

/**
 * The schedule the variables ask for, undefined without `BACKUP_DIR`, or a sentence saying what is wrong: a
 * period or a count without a folder is a mistake (the person expects backups that would never be taken).
 */
export function backupSchedule(
  variables: BackupVariables,
  invocationDir: string,
): BackupSchedule | undefined | { problem: string } {
  if (!variables.BACKUP_DIR) {
    const orphan = variables.BACKUP_EVERY !== undefined ? 'BACKUP_EVERY' : 'BACKUP_KEEP';
    if (variables.BACKUP_EVERY === undefined && variables.BACKUP_KEEP === undefined) return undefined;
    return { problem: `${orphan}: needs BACKUP_DIR, the folder the server keeps its backups in` };
  }
  return {
    directory: path.resolve(invocationDir, variables.BACKUP_DIR),
    everyMs: variables.BACKUP_EVERY ?? DEFAULT_BACKUP_EVERY_MS,
    keep: variables.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP,
  };
}
