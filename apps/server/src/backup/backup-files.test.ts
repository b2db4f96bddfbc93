import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchFolder } from '../test-support/scratch-folder';
import { backupFileName, listOwnBackups, pruneBackups } from './backup-files';

describe('backup files', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(scratchFolder(), 'aurora-backup-files-'));
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('are named by their time, in UTC, so names sort as times do', () => {
    expect(backupFileName(new Date('2026-11-29T08:30:05.250Z'))).toBe(
      'aurora-store-2026-11-29T08-30-05Z.backup',
    );
  });

  it('keep the newest of their own and never touch another file', async () => {
    const names = ['2026-01-09', '2025-12-31', '2026-01-10', '2026-01-02'].map((day) =>
      backupFileName(new Date(`${day}T00:00:00Z`)),
    );
    const others = ['store.backup', 'aurora-store-2020-01-01T00-00-00Z.backup.partial-12', 'notes.txt'];
    for (const name of [...names, ...others]) await writeFile(path.join(directory, name), '');

    const listed = await listOwnBackups(directory);
    expect(listed.map((backup) => backup.takenAt.toISOString().slice(0, 10))).toEqual([
      '2025-12-31',
      '2026-01-02',
      '2026-01-09',
      '2026-01-10',
    ]);

    await pruneBackups(directory, 2);

    expect((await readdir(directory)).sort()).toEqual(
      [
        backupFileName(new Date('2026-01-09T00:00:00Z')),
        backupFileName(new Date('2026-01-10T00:00:00Z')),
        ...others,
      ].sort(),
    );
  });
});
