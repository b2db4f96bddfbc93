import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from '../test-support/pglite-template';
import { scratchFolder } from '../test-support/scratch-folder';
import { openDatabase } from './open-database';
import { rawRows } from './raw-rows';

describe('the embedded store’s page cache', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(scratchFolder(), 'aurora-page-cache-'));
    await copyPgliteTemplate(path.join(dataDir, 'pglite'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    [24, '24MB'],
    [1024, '1GB'],
  ])('is the %i megabytes the config asks for', async (megabytes, shown) => {
    const database = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      pgliteSharedBuffersMb: megabytes,
    });
    try {
      const rows = await rawRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
      expect(rows).toEqual([{ shared_buffers: shown }]);
    } finally {
      await database.close();
    }
  });
});
