import { expect, type Page, test } from '@playwright/test';
import { apiSession, demoPassword, demoShoppers, rememberSession } from '../support/accounts.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * A restored session refetches the profile on load (spec section 4). Only the server refusing the token ends
 * it; a failing or cut-off answer keeps the shopper signed in (the profile call is answered here by Playwright
 * as a broken server would, every other call by the real one).
 */
test.describe('a restored session on load', () => {
  let store: StoreProcess;

  test.beforeAll(async () => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir() });
  });
  test.afterAll(async () => {
    await store.stop('SIGKILL');
  });

  const accountMenu = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: /^Account menu for / });

  test('a server error or an unreadable profile keeps the shopper signed in; a refused token signs out', async ({
    page,
  }) => {
    await rememberSession(page, store.url, await apiSession(store.url, demoShoppers.emma, demoPassword));
    for (const answer of [
      { status: 503, contentType: 'application/json', body: '{"success":false,"message":"Down"}' },
      { status: 200, contentType: 'application/json', body: '{"success":tr' },
    ]) {
      await page.route('**/api/auth/me', (route) => route.fulfill(answer));
      const refreshed = page.waitForResponse('**/api/auth/me');
      await page.goto(`${store.url}/products`);
      await refreshed;
      await expect(accountMenu(page)).toBeVisible();
      await page.unroute('**/api/auth/me');
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    }

    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"success":false,"message":"No"}',
      }),
    );
    await page.goto(`${store.url}/products`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
