import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { TEST_PGLITE_SHARED_BUFFERS_MB } from '../test-support/pglite-template';
import { pgliteInUse } from './pglite-in-use';

describe('telling whether a server holds the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurora-seed-lock-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says no before the database exists, yes while it is open, and no once it is closed', async () => {
    expect(await pgliteInUse(dataDir)).toBe(false);

    const database = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      pgliteSharedBuffersMb: TEST_PGLITE_SHARED_BUFFERS_MB,
    });
    try {
      expect(await pgliteInUse(dataDir)).toBe(true);
    } finally {
      await database.close();
    }

    expect(await pgliteInUse(dataDir)).toBe(false);
  });
});
