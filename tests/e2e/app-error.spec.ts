import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

test.describe('a screen that cannot load', () => {
  let store: StoreProcess | undefined;

  test.afterEach(async () => {
    await store?.stop('SIGKILL');
    store = undefined;
  });

  test('a chunk gone after a deploy reloads the page once; failing again shows the error page, whose Reload recovers', async ({
    page,
  }) => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir() });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(store.url);
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

    // As after a deploy: the products screen's chunk of the version this tab runs is gone.
    await page.route('**/assets/products-route-*.js', (route) => route.fulfill({ status: 404 }));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

    // Failing again right after that reload is no new version: the error page, not a reload loop.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'app-error');

    await page.unroute('**/assets/products-route-*.js');
    // The failed navigation left the address at /products: reloading opens the screen it was asked for.
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });
});
