import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin, adminEnv, apiSession, rememberSession } from '../support/accounts.ts';
import { journeyLaunchOptions } from '../support/chromium.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Nothing jumps while a page fills in: the layout shifts the browser records between the first byte and the page
 * settled (with its data), added up as Lighthouse's CLS does, on a desktop window whose scrollbar takes room (a
 * Windows or Linux desktop; Playwright hides scrollbars by default, which hid the shift this test was written
 * for: the aurora glows moved when the page grew a scrollbar).
 */
test.use({
  viewport: { width: 1350, height: 940 },
  launchOptions: {
    ...journeyLaunchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

/** Under "good" (0.1) by far: what a person would see as a jump is a few hundredths. */
const MOST_SHIFT = 0.01;

declare global {
  interface Window {
    shifts: { value: number; sources: string[] }[];
  }
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The Layout Instability API's entry, which TypeScript's DOM library does not describe. */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

async function expectSteadyLoad(page: Page, path: string, loaded: (page: Page) => Locator) {
  await page.goto(path);
  await expect(loaded(page)).toBeVisible();
  // What comes a step after the data (a chart drawn in its own task, pictures) settles within a second.
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(() => window.shifts);
  const report = `layout shifts on ${path}: ${JSON.stringify(shifts, null, 1)}`;
  // The glows span most of the window: the smallest move of theirs is a shift of the whole screen's light.
  expect(
    shifts.filter((shift) => shift.sources.some((source) => source.includes('bg-radial'))),
    report,
  ).toEqual([]);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, report).toBeLessThan(MOST_SHIFT);
}

test.describe('layout stability', () => {
  let store: StoreProcess;

  test.beforeAll(async () => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
  });
  test.afterAll(async () => {
    await store.stop('SIGKILL');
  });

  test('the shop pages do not move as their products arrive', async ({ page }) => {
    await recordShifts(page);
    await expectSteadyLoad(page, `${store.url}/`, (at) =>
      at.getByRole('region', { name: 'Featured Products' }).getByText(/\$\d/).first(),
    );
    await expectSteadyLoad(page, `${store.url}/products`, (at) =>
      at.getByRole('status').filter({ hasText: /\d+ products found$/ }),
    );
  });

  test('the header stays where it was between a page that fits the window and one that scrolls', async ({
    page,
  }) => {
    // Without room kept for it, the scrollbar that comes with a longer page moves every centred column sideways.
    const logo = page.getByRole('banner').getByRole('link', { name: /Aurora Store/ });
    const scrolls = () =>
      page.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight);
    await page.goto(`${store.url}/cart`);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await scrolls()).toBe(false);
    const before = await logo.boundingBox();

    await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /\d+ products found$/ })).toBeVisible();

    expect(await scrolls()).toBe(true);
    expect(await logo.boundingBox()).toEqual(before);
  });

  test('the admin lists and analytics do not move as their figures arrive', async ({ page }) => {
    await rememberSession(page, store.url, await apiSession(store.url, admin.email, admin.password));
    await recordShifts(page);
    await expectSteadyLoad(page, `${store.url}/admin/analytics`, (at) =>
      at.getByRole('region', { name: 'Order Status' }).locator('svg.recharts-surface'),
    );
    await expectSteadyLoad(page, `${store.url}/admin/orders`, (at) =>
      at.getByRole('grid', { name: 'Orders' }),
    );
    await expectSteadyLoad(page, `${store.url}/admin/products`, (at) =>
      at.getByRole('grid', { name: 'Products' }),
    );
  });

  test('the analytics controls stay where they were as the figures arrive, on a tablet and a phone', async ({
    page,
  }) => {
    await rememberSession(page, store.url, await apiSession(store.url, admin.email, admin.password));
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 1024 });
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/admin/analytics**', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto(`${store.url}/admin/analytics`);
      const period = page.getByRole('button', { name: /Period/ });
      await expect(period).toBeVisible();
      const whileLoading = await period.boundingBox();

      answer();
      await expect(
        page.getByRole('region', { name: 'Order Status' }).locator('svg.recharts-surface'),
      ).toBeVisible();
      expect(await period.boundingBox(), `the Period control at ${width} px`).toEqual(whileLoading);
      await page.unroute('**/api/admin/analytics**');
    }
  });
});
