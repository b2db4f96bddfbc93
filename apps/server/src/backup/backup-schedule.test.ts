import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { scratchFolder } from '../test-support/scratch-folder';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { backupFileName } from './backup-files';
import { startScheduledBackups, takeScheduledBackup } from './backup-schedule';
import type { BackupSchedule } from './backup-schedule-config';

const HOUR = 60 * 60 * 1000;

describe.each(databaseTargets())('scheduled backups on $name', (target) => {
  let testApp: TestApp;
  let directory: string;
  let schedule: BackupSchedule;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    directory = await mkdtemp(path.join(scratchFolder(), 'aurora-scheduled-backups-'));
    schedule = { directory, everyMs: 24 * HOUR, keep: 2 };
  });

  afterAll(async () => {
    await testApp?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  const take = (now: Date) =>
    takeScheduledBackup(testApp.app.database, testApp.store.config.databaseUrl, schedule, now);

  it('takes a backup when the newest is BACKUP_EVERY old, and keeps only the newest BACKUP_KEEP of its own', async () => {
    const now = new Date('2026-11-29T08:30:00Z');
    const older = [3, 2].map((days) => backupFileName(new Date(now.getTime() - days * 24 * HOUR)));
    for (const name of [...older, 'notes.txt', 'aurora-store-by-hand.backup']) {
      await writeFile(path.join(directory, name), 'older');
    }

    const result = await take(now);

    expect(result?.file).toBe(path.join(directory, 'aurora-store-2026-11-29T08-30-00Z.backup'));
    expect((await readdir(directory)).sort()).toEqual(
      [
        'aurora-store-2026-11-29T08-30-00Z.backup',
        older[1],
        'aurora-store-by-hand.backup',
        'notes.txt',
      ].sort(),
    );
    // Not due again until BACKUP_EVERY has passed, whichever process looks.
    expect(await take(new Date(now.getTime() + 23 * HOUR))).toBeUndefined();
  });

  it.runIf(target.name === 'postgres')('is taken by one process at a time', async () => {
    const later = new Date('2026-12-05T08:30:00Z');
    const results = await Promise.all([take(later), take(later), take(later)]);
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
  });

  it('runs by itself once the server has started it', async () => {
    const own = await mkdtemp(path.join(scratchFolder(), 'aurora-scheduled-backups-'));
    const job = startScheduledBackups(
      testApp.app.database,
      testApp.store.config.databaseUrl,
      { directory: own, everyMs: HOUR, keep: 1 },
      testApp.app.log,
      { firstAfterMs: 0, checkMs: HOUR },
    );
    try {
      const finished = async () => (await readdir(own)).filter((name) => name.endsWith('.backup'));
      await expect.poll(finished, { timeout: 15_000 }).toHaveLength(1);
    } finally {
      await job.close();
      await rm(own, { recursive: true, force: true });
    }
  });
});
