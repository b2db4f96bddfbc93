import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { freshDataDir, type StoreProcess, startStore } from '../support/store-process.ts';

const homeHeading = { name: 'Everything you need, in a new light' } as const;

/*
 * The README's start command on a fresh data directory. Its project runs alone, before the journeys: `pnpm start`
 * runs the build, which must not rewrite files another worker's store is serving. The built server's own first start
 * on a fresh data directory is a journey like the rest (fresh-data-directory.spec.ts).
 */
test.describe('start-up', () => {
  let store: StoreProcess | undefined;

  test.afterEach(async () => {
    await store?.stop('SIGKILL');
    store = undefined;
  });

  test('`pnpm start` on a fresh data directory shows the gate while the backend sleeps, then the store', async ({
    page,
  }) => {
    store = await startStore({ command: 'pnpm start', dataDir: await freshDataDir() });

    // The backend is still waking up for the first health check; the retry 2 s later finds it awake.
    let healthChecks = 0;
    await page.route('**/api/health', async (route) => {
      healthChecks += 1;
      if (healthChecks === 1) {
        await route.fulfill({ status: 503, json: { success: false, message: 'Database unavailable' } });
      } else {
        await route.continue();
      }
    });

    await page.goto(store.url);
    await expect(page.getByRole('heading', { name: 'Waking up backend...' })).toBeVisible();
    await expect(
      page.getByText('Please wait while we start our servers. This may take up to 30 seconds.'),
    ).toBeVisible();
    await expect(page.getByText('1s elapsed')).toBeVisible();
    await screenshotAtWidths(page, 'startup-waiting');

    await expect(page.getByRole('heading', homeHeading)).toBeVisible();
    expect(healthChecks).toBe(2);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'home');
  });
});
