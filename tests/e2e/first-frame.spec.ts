import { expect, test } from '@playwright/test';
import { type ApiProduct, resultList, typeInHeaderSearch } from '../support/catalogue.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Issue 18, item 2: each page paints from its HTML (the build's first frame, the server's pictures in it)
 * before any script runs, and the app takes over from it without a flash. One demo store, read only.
 */
test.describe.configure({ mode: 'serial' });

let store: StoreProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStore({ command: 'built server', dataDir: await seededDataDir() });
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
});

async function listed(query: string): Promise<ApiProduct[]> {
  const response = await fetch(`${store.url}/api/products?${query}`);
  const answer = (await response.json()) as { data: { products: ApiProduct[] } };
  return answer.data.products;
}

test('without JavaScript, each page shows its frame: the shop’s header and footer, its shape and first pictures', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const frame = page.locator('#first-frame');
  const pictureIn = (place: number) => frame.locator(`[data-frame-image="${place}"] img`);

  const cheapestFirst = await listed('page=1&limit=12&sort=price_asc');
  await page.goto(`${store.url}/products?sort=price_asc`);
  await expect(frame.getByText('Aurora Store').first()).toBeVisible();
  await expect(frame.locator('h1')).toHaveText('Products');
  await expect(frame.locator('footer')).toBeVisible();
  for (const [place, product] of cheapestFirst.slice(0, 4).entries()) {
    await expect(pictureIn(place)).toHaveAttribute('src', product.image);
    await expect(pictureIn(place)).toHaveAttribute('alt', product.images[0]?.alt || product.name);
  }
  // Pictures the browser has really drawn, not broken images.
  expect(await pictureIn(0).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await screenshotAtWidths(page, 'first-frame-products');

  const product = cheapestFirst[0];
  if (!product) throw new Error('The demo store lists no products');
  await page.goto(`${store.url}/product/${product._id}`);
  await expect(pictureIn(0)).toHaveAttribute('src', product.images[0]?.url ?? '');
  await expect(frame.getByRole('button', { name: 'Back', includeHidden: true })).toBeAttached();
  await screenshotAtWidths(page, 'first-frame-product');

  await page.goto(store.url);
  await expect(frame.locator('h1')).toHaveText('Everything you need, in a new light');
  await expect(pictureIn(0)).toHaveAttribute('src', /^\/api\/images\/products\//);

  await page.goto(`${store.url}/admin`);
  await expect(frame).toHaveCount(0);
  await context.close();
});

test('the app takes over from the frame in one step: no start-up screen for an awake backend, one header', async ({
  page,
}) => {
  // Noted the moment the start-up screen ever shows, however briefly, the app's page ever laid out beside the
  // frame (the page renders behind the frame until its cards are in), and anything the store's policy refuses.
  await page.addInitScript(() => {
    const flags = window as unknown as {
      sawStartupScreen: boolean;
      sawBoth: boolean;
      refused: string[];
      sheetsInHtml: number;
    };
    flags.sawStartupScreen = false;
    flags.sawBoth = false;
    flags.refused = [];
    // A style sheet the app adds as it starts has the browser restyle the whole page.
    document.addEventListener('DOMContentLoaded', () => {
      flags.sheetsInHtml = document.styleSheets.length;
    });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Waking up backend...')) flags.sawStartupScreen = true;
      const root = document.getElementById('root');
      if (document.getElementById('first-frame') && root?.firstElementChild) {
        if (getComputedStyle(root).display !== 'none') flags.sawBoth = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('securitypolicyviolation', (event) => flags.refused.push(event.blockedURI));
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto(`${store.url}/products`);
  await expect(resultList(page).getByRole('listitem').first()).toBeVisible();
  // The start script's worker, which readies the browser's Intl data off the main thread, runs under the policy.
  expect(workers).toEqual([expect.stringMatching(/^\/assets\/warm-intl-[0-9a-f]{8}\.js$/)]);
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);

  await expect(page.locator('#first-frame')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as unknown as { sawStartupScreen: boolean }).sawStartupScreen),
  ).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { sawBoth: boolean }).sawBoth)).toBe(false);
  const sheets = await page.evaluate(() => ({
    inHtml: (window as unknown as { sheetsInHtml: number }).sheetsInHtml,
    now: document.styleSheets.length,
  }));
  expect(sheets.now).toBe(sheets.inHtml);
});

test('a slow backend: the frame first, then the start-up screen, then the store', async ({ page }) => {
  let healthChecks = 0;
  await page.route('**/api/health', async (route) => {
    healthChecks += 1;
    if (healthChecks === 1) await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(store.url, { waitUntil: 'commit' });
  await expect(page.locator('#first-frame')).toBeVisible();

  // The first check has not answered half a second after the app started: the screen says why it waits.
  await expect(page.getByRole('heading', { name: 'Waking up backend...' })).toBeVisible();
  await expect(page.locator('#first-frame')).toHaveCount(0);
  await expect(page.getByText(/^[0-2]s elapsed$/)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Everything you need, in a new light' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waking up backend...' })).toHaveCount(0);
});

test('a slow first read: the app takes over without waiting for it, and its own loading state shows', async ({
  page,
}) => {
  // The catalogue's read is held until the end of the test: the page waits a moment for it (to render once), not
  // for the answer. Held, not delayed by a set time, so a busy machine's slow start cannot outlast the delay and
  // pass (or fail) by the clock. The minute is only a guard, should the test end without releasing it.
  let releaseRead: () => void = () => undefined;
  const readHeld = new Promise<void>((resolve) => {
    releaseRead = resolve;
  });
  await page.route('**/api/products?*', async (route) => {
    await Promise.race([readHeld, new Promise((resolve) => setTimeout(resolve, 60_000))]);
    await route.continue();
  });
  await page.goto(`${store.url}/products`, { waitUntil: 'commit' });

  await expect(page.locator('#first-frame')).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Loading products' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Products', exact: true })).toHaveCount(0);
  // The app's own header answers meanwhile: the search takes what is typed, through the stand-in's hand-over.
  await typeInHeaderSearch(page, 'lamp');
  // Its suggestions open over the page; Escape puts them away, as a shopper does to look at the catalogue.
  await page.keyboard.press('Escape');

  releaseRead();
  await expect(resultList(page).getByRole('listitem').first()).toBeVisible();
});

test('an app whose code cannot load: the page tries once more, then its frame is a page of plain links', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route('**/assets/index-*.js', (route) => route.fulfill({ status: 404 }));
  await page.goto(store.url);
  const frame = page.locator('#first-frame');
  await expect(frame).not.toHaveAttribute('inert');
  await expect(frame).not.toHaveAttribute('aria-hidden');
  expect(loads).toBe(2);

  // The code is back: a plain link of the frame opens the page, and the app with it.
  await page.unroute('**/assets/index-*.js');
  await frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(frame).toHaveCount(0);
});
