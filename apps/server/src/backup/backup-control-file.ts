import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A running embedded server holds its data directory, so `pnpm backup` asks that server for the snapshot. The
 * server says where to ask in this file, beside its database, for as long as it runs: a loopback port and a
 * secret, so only someone who can read the data directory (and so the data itself) can ask.
 */
export interface BackupControl {
  port: number;
  secret: string;
}

export function backupControlPath(dataDir: string): string {
  return path.join(dataDir, 'backup-control.json');
}

/** The running server's control, or undefined when no server left one. */
export async function readBackupControl(dataDir: string): Promise<BackupControl | undefined> {
  try {
    return JSON.parse(await readFile(backupControlPath(dataDir), 'utf8')) as BackupControl;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
