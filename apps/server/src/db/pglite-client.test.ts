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

  // 1024 MB, the most the config allows, was started by hand (it read 1GB): a start's cost grows with its cache,
  // and that one took ~2 s more than one of 1 MB.
  it('is the megabytes the config asks for', async () => {
    const database = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      pgliteSharedBuffersMb: 24,
    });
    try {
      const rows = await rawRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
      expect(rows).toEqual([{ shared_buffers: '24MB' }]);
    } finally {
      await database.close();
    }
  });
});
