import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** `aurora-store-2026-11-29T08-30-00Z.backup`: sorted by name, sorted by time; no colon, for every file system. */
const OWN_BACKUP = /^aurora-store-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.backup$/;

export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replaceAll(':', '-');
  return `aurora-store-${stamp}Z.backup`;
}

export interface OwnBackup {
  file: string;
  takenAt: Date;
}

/** The backups named as this code names them, oldest first; any other file in the folder is not ours. */
export async function listOwnBackups(directory: string): Promise<OwnBackup[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .flatMap((name) => {
      const match = OWN_BACKUP.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds] = match;
      return [
        { file: path.join(directory, name), takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`) },
      ];
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Deletes all but the newest `keep` of our backups in `directory`; resolves with the files deleted. */
export async function pruneBackups(directory: string, keep: number): Promise<string[]> {
  const backups = await listOwnBackups(directory);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((backup) => backup.file);
  await Promise.all(old.map((file) => rm(file, { force: true })));
  return old;
}
