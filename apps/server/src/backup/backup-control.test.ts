import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-database';
import { scratchFolder } from '../test-support/scratch-folder';
import { askRunningServer } from './ask-running-server';
import { backupControlPath } from './backup-control-file';
import { type BackupControlServer, startBackupControl } from './backup-control-server';
import { openEmbeddedBackup } from './backup-envelope';

describe('pnpm backup asking the running embedded server', () => {
  const payload = randomBytes(1000);
  /** Only the snapshot is asked of the database here. */
  const database = {
    kind: 'pglite',
    snapshotDataDir: async () => ({ payload, migrations: 16 }),
  } as unknown as Database;
  let dataDir: string;
  let control: BackupControlServer;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(scratchFolder(), 'aurora-backup-control-'));
    control = await startBackupControl(dataDir, database, Fastify().log);
  });

  afterEach(async () => {
    await control.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('gets the backup from the server named in the data directory, which only its owner can read', async () => {
    const bytes = await askRunningServer(dataDir);

    expect(bytes && Buffer.from(openEmbeddedBackup(bytes, 'backup').payload).equals(payload)).toBe(true);
    expect((await stat(backupControlPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('is not answered without the secret, nor for another data directory', async () => {
    const file = backupControlPath(dataDir);
    const real = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...real, secret: 'guessed' }));
    expect(await askRunningServer(dataDir)).toBeUndefined();

    const copied = path.join(dataDir, 'copied');
    await mkdir(copied);
    await writeFile(backupControlPath(copied), JSON.stringify(real));
    expect(await askRunningServer(copied)).toBeUndefined();
  });

  it('is gone once the server closes', async () => {
    await control.close();

    expect(existsSync(backupControlPath(dataDir))).toBe(false);
  });
});
