import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '../../db/schema';
import { storeToday } from '../../settings/store-today';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { startRankingWindowRoll } from './ranking-windows';

describe.each(databaseTargets())('the ranking windows rolled in the background on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const windowsThrough = async () => {
    const [row] = await testApp.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'ranking_windows_through'));
    return row?.value;
  };

  it("builds them up to the store's today soon after start, before any admin asks", async () => {
    expect(await windowsThrough()).toBe('none');

    const roll = startRankingWindowRoll(testApp.db, 'UTC', testApp.app.log, {
      firstAfterMs: 20,
      intervalMs: 3_600_000,
    });
    await vi.waitFor(async () => expect(await windowsThrough()).toBe(storeToday('UTC')), { timeout: 10_000 });
    await roll.close();
  });
});
