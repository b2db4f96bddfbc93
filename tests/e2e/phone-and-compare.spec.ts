import { expect, type Locator, test } from '@playwright/test';
import { admin, adminEnv, signInThroughForm } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectResults, resultList } from '../support/catalogue.ts';
import { screenshotAsIs } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Issue 16, items 2 and 4, on a 390 px phone against the seeded demo store: the catalogue two cards a row with
 * its filters folded, Compare from the cards as the spec's list rules say, the comparison table's scroll cue
 * and row labels, and the admin dashboard's best sellers with their pictures uncovered. Nothing here writes to
 * the server; the comparison list lives in each test's own browser storage.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

let store: StoreProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not on screen');
  return found;
};

test('on a phone the catalogue shows two cards a row under the sort and count, its filters behind Filters', async ({
  page,
}) => {
  await page.goto(`${store.url}/products`);
  await expectResults(page, 46);
  const cards = resultList(page).getByRole('listitem');
  const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
  expect(second.y).toBe(first.y);
  expect(first.width).toBeGreaterThanOrEqual(160);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const count = page.getByRole('status').filter({ hasText: /found$/ });
  for (const control of [filters, sort, count]) {
    await expect(control).toBeVisible();
    expect((await box(control)).y).toBeLessThan(first.y);
  }
  await expect(page.getByRole('radiogroup', { name: 'Category' })).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshotAsIs(page, 'phone-catalogue');

  await filters.click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('radio', { name: 'Electronics' }).click();
  await expect(page).toHaveURL(/category=electronics/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeFocused();
  await expect(count).not.toHaveText('46 products found');
});

test('Compare from the catalogue cards: four listed, a second add and a fifth refused, the table cued', async ({
  page,
}) => {
  await page.goto(`${store.url}/products`);
  await expectResults(page, 46);
  const names = (await resultList(page).getByRole('listitem').getByRole('heading').allTextContents()).map(
    (name) => name.trim(),
  );
  const compareList = () => page.evaluate(() => JSON.parse(localStorage.getItem('compareList') ?? '[]'));

  for (const name of names.slice(0, 4)) {
    await page.getByRole('button', { name: `Compare: ${name}` }).click();
    await expect(page.getByRole('button', { name: `Compared: ${name}` })).toBeVisible();
  }
  expect(await compareList()).toHaveLength(4);

  await page.getByRole('button', { name: `Compared: ${names[0]}` }).click();
  await expect(page.getByText('Product already in comparison')).toBeVisible();
  await page.getByRole('button', { name: `Compare: ${names[4]}` }).click();
  await expect(page.getByText('You can compare maximum 4 products')).toBeVisible();
  expect(await compareList()).toHaveLength(4);
  await screenshotAsIs(page, 'phone-catalogue-compared');

  await page.goto(`${store.url}/comparison`);
  const table = page.getByRole('grid', { name: 'Product comparison' });
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  await expect(page.getByText('Scroll sideways to see all 4 products')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAsIs(page, 'phone-comparison');

  const frame = page.locator('[data-slot="table-frame"]');
  await frame.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const price = table.getByRole('rowheader', { name: 'Price' });
  await expect(async () => {
    expect((await box(price)).x).toBeCloseTo((await box(frame)).x + 1, 0);
  }).toPass();
  await expect(table.getByRole('columnheader', { name: names[3] })).toBeInViewport();
});

test('on a phone the dashboard ranks each best seller under its picture, not over it', async ({ page }) => {
  await page.goto(`${store.url}/login`);
  await signInThroughForm(page, admin.email, admin.password);
  await page.goto(`${store.url}/admin`);
  const tiles = page.getByRole('list', { name: 'Top selling products' }).getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  for (const [index, tile] of (await tiles.all()).entries()) {
    const picture = await box(tile.getByRole('img'));
    const rank = await box(tile.getByText(`#${index + 1}`, { exact: true }));
    expect(rank.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  }
  await screenshotAsIs(page, 'phone-dashboard');
});
