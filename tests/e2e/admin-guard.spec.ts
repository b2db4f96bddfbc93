import { expect, type Page, test } from '@playwright/test';
import { admin, adminEnv, apiToken, demoShoppers, signInThroughForm } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/** Every script the page fetches from now on, by path. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe('the admin area', () => {
  test.describe.configure({ mode: 'serial' });
  let store: StoreProcess;

  test.beforeAll(async () => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
  });
  test.afterAll(async () => {
    await store.stop('SIGKILL');
  });

  test('a visitor is sent to log in without downloading admin code; an admin signing in there comes back', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(`${store.url}/admin`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(scripts.filter((path) => /admin/i.test(path))).toEqual([]);

    await signInThroughForm(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(scripts.some((path) => /admin/i.test(path))).toBe(true);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'admin-dashboard');
  });

  test('a signed-in shopper is sent to log in too, and sees no Admin Panel link', async ({ page }) => {
    await page.goto(`${store.url}/login`);
    await signInThroughForm(page, demoShoppers.emma);
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    const scripts = recordScripts(page);
    await page.goto(`${store.url}/admin`);
    await expect(page).toHaveURL(/\/login$/);
    expect(scripts.filter((path) => /admin/i.test(path))).toEqual([]);
  });

  test('the header offers an admin the Admin Panel, which opens the dashboard', async ({ page }) => {
    await page.goto(`${store.url}/login`);
    await signInThroughForm(page, admin.email, admin.password);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('every admin path, known or not, sends a visitor and a shopper to log in, and an admin back to it', async ({
    browser,
  }) => {
    // A seeded order's detail and a seeded product's form: an unknown one would (rightly) send the admin on to
    // the list, at a moment that races the check of the address.
    const products = await fetch(`${store.url}/api/products?limit=1`);
    const productId = ((await products.json()) as { data: { products: { _id: string }[] } }).data.products[0]
      ?._id;
    expect(productId, 'a seeded product').toBeTruthy();
    const token = await apiToken(store.url, admin.email, admin.password);
    const listed = await fetch(`${store.url}/api/admin/orders?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const orderId = ((await listed.json()) as { data: { orders: { _id: string }[] } }).data.orders[0]?._id;
    expect(orderId, 'a seeded order').toBeTruthy();
    const paths = [
      '/admin/products?search=lamp&status=active',
      '/admin/products/create',
      `/admin/products/${productId}/edit`,
      '/admin/categories',
      '/admin/coupons',
      '/admin/orders?status=pending&page=2',
      `/admin/orders/${orderId}`,
      '/admin/users?role=admin',
      '/admin/analytics?days=7',
      '/admin/no-such-page',
    ];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${store.url}${path}`);
      await expect(page, `${path} signed out`).toHaveURL(/\/login$/);
      await signInThroughForm(page, admin.email, admin.password);
      await expect(page, `${path} after an admin signed in`).toHaveURL(`${store.url}${path}`);
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${store.url}/login`);
    await signInThroughForm(page, demoShoppers.liam);
    for (const path of paths) {
      await page.goto(`${store.url}${path}`);
      await expect(page, `${path} as a shopper`).toHaveURL(/\/login$/);
    }
    await context.close();
  });

  test('an unknown admin path shows the not-found page inside the admin layout, leading back to the dashboard', async ({
    page,
  }) => {
    await page.goto(`${store.url}/login`);
    await signInThroughForm(page, admin.email, admin.password);
    await page.goto(`${store.url}/admin/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(`${store.url}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
