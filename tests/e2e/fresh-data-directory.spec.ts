import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { freshDataDir, type StoreProcess, startStore } from '../support/store-process.ts';

const homeHeading = { name: 'Everything you need, in a new light' } as const;

/**
 * The built server on a data directory of its own. Its first start, which creates the database and seeds it, is
 * the SIGTERM journey's. The deep links and the gate give up the same way on any store, so they start from a copy
 * of the seeded one: a first start costs some 10 s of a core, on machines where the journeys keep both busy.
 */
test.describe('the built server', () => {
  let store: StoreProcess | undefined;

  test.afterEach(async () => {
    await store?.stop('SIGKILL');
    store = undefined;
  });

  test('deep links load the app, unknown paths show its not-found page, unknown API paths stay JSON', async ({
    page,
    request,
  }) => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir() });

    const filtered = await page.goto(`${store.url}/products?category=home&sort=price_asc`);
    expect(filtered?.headers()['content-type']).toContain('text/html');
    // A visit that starts on a screen of its own gets the app naming that screen's code, fetched with the app's.
    expect(await filtered?.text()).toMatch(/data-page-modules="[^"]*\/assets\/products-route-[\w-]+\.js/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();

    for (const deepLink of ['/no-such-page', '/account/settings/old']) {
      const response = await page.goto(`${store.url}${deepLink}`);
      // The app still loads and says so; the status tells a search engine there is no page here.
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');
      expect(await response?.text()).not.toContain('-route-');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'not-found');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', homeHeading)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');

    const api = await request.get(`${store.url}/api/nope`);
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('application/json');
    expect(await api.json()).toMatchObject({ success: false });
  });

  test('the gate gives up after ten attempts, and Try Again starts over', async ({ page }) => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir() });
    let backendDown = true;
    await page.route('**/api/health', (route) =>
      backendDown
        ? route.fulfill({ status: 503, json: { success: false, message: 'Database unavailable' } })
        : route.continue(),
    );
    await page.clock.install();
    await page.goto(store.url);
    await expect(page.getByRole('heading', { name: 'Waking up backend...' })).toBeVisible();

    // The spec's schedule waits 2+4+6+8 s, then 5 s five times: 45 s in all before the tenth attempt fails.
    for (let second = 0; second < 46; second += 1) {
      await page.clock.runFor(1000);
    }
    await expect(page.getByRole('heading', { name: 'Service Unavailable' })).toBeVisible();
    await expect(page.getByText('Failed to connect to backend after multiple attempts')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'startup-failed');

    backendDown = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', homeHeading)).toBeVisible();
  });

  test('a first start on a fresh data directory, a SIGTERM stops it cleanly, and the store comes back on it', async ({
    page,
  }) => {
    const dataDir = await freshDataDir();
    store = await startStore({ command: 'built server', dataDir });
    await page.goto(store.url);
    await expect(page.getByRole('heading', homeHeading)).toBeVisible();

    const stopped = store;
    store = undefined;
    expect(await stopped.stop('SIGTERM')).toBe(0);
    expect(errorsLogged(stopped.output())).toEqual([]);

    // Same data directory and port: the page the shopper has open finds its store again.
    store = await startStore({ command: 'built server', dataDir, port: Number(new URL(stopped.url).port) });
    await page.reload();
    await expect(page.getByRole('heading', homeHeading)).toBeVisible();
  });
});

/**
 * What the server logged as an error: pino lines at level error (50) or fatal (60), and any line that is not
 * pino's (a stack trace) mentioning an error. A request for a chunk named `api-error-….js` is not one.
 */
function errorsLogged(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        const entry: unknown = JSON.parse(line);
        const level =
          typeof entry === 'object' && entry !== null && 'level' in entry ? entry.level : undefined;
        return typeof level !== 'number' || level >= 50;
      } catch {
        return /error/i.test(line);
      }
    });
}
