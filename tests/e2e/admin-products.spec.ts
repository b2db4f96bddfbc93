import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin, adminEnv, apiToken, signInThroughForm } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * The admin's catalogue, as a store owner works it (issue 13): the product form, the list's search and filters,
 * the storefront following each change, restock in place, bulk actions and the catalogue as CSV both ways.
 */

test.describe.configure({ mode: 'serial' });
let store: StoreProcess;

test.beforeAll(async () => {
  // No micro-cache: the storefront must show an admin's change on the very next visit.
  store = await startStore({
    command: 'built server',
    dataDir: await seededDataDir(),
    env: { ...adminEnv, CATALOGUE_CACHE_MS: '0' },
  });
});
test.afterAll(async () => {
  await store.stop('SIGKILL');
});

async function signInAsAdmin(page: Page, path = '/admin/products') {
  await page.goto(`${store.url}${path}`);
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${store.url}${path}`);
}

const productsTable = (page: Page) => page.getByRole('grid', { name: 'Products' });
const rowOf = (page: Page, name: string) => productsTable(page).getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast]').filter({ hasText: text }).first();

/** Types into the list's search box and waits for the debounced search to reach the URL. */
async function searchList(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

/** A React Aria select (named by its value, then its label): open it, then pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One of the list's filters: the browser's own select. */
async function filterList(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

async function checkRow(row: Locator) {
  // React Aria keeps the real checkbox visually hidden: click the drawn box, as a person does.
  await row
    .locator('label')
    .filter({ has: row.page().getByRole('checkbox') })
    .first()
    .click();
}

const newProduct = {
  name: 'Aurora Test Kettle',
  sku: 'HO-E2E-001',
  brand: 'Aurora Labs',
  subcategory: 'kitchen',
  description: 'A gooseneck kettle made by the end-to-end journey.',
  price: '79.5',
  stock: '12',
};

test('an admin creates a product with two images, features, tags and a specification, and it reaches the store', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/products/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await page.getByLabel('Product Name').fill(newProduct.name);
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(newProduct.sku);
  await page.getByLabel('Brand').fill(newProduct.brand);
  await choose(page, 'Category', 'Home');
  await page.getByLabel('Subcategory').fill(newProduct.subcategory);
  await page.getByLabel('Description').fill(newProduct.description);
  await page.getByLabel(/^Price/).fill(newProduct.price);
  await page.getByLabel(/^Stock/).fill(newProduct.stock);

  const images = page.getByRole('list', { name: 'Images' });
  await images.getByLabel('Image URL').nth(0).fill('/api/images/products/ho-cop-004.svg');
  await images.getByLabel('Alt text').nth(0).fill('The kettle from the front');
  await page.getByRole('button', { name: 'Add Image' }).click();
  await expect(images.getByLabel('Image URL').nth(1)).toBeFocused();
  await images.getByLabel('Image URL').nth(1).fill('/api/images/products/ho-cop-005.svg');
  await images.getByLabel('Alt text').nth(1).fill('The kettle from the side');

  await page.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Gooseneck spout');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 2', exact: true }).fill('Keeps warm for an hour');
  await page.getByRole('textbox', { name: 'Tag 1', exact: true }).fill('kettle');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await page.getByRole('textbox', { name: 'Tag 2', exact: true }).fill('coffee');

  await page.getByRole('button', { name: 'Add Specification' }).click();
  const prompt = page.getByRole('dialog');
  await prompt.getByLabel('Enter specification name:').fill('Capacity');
  await prompt.getByRole('button', { name: 'Add' }).click();
  await page
    .getByRole('list', { name: 'Specifications' })
    .getByRole('textbox', { name: 'Capacity', exact: true })
    .fill('1 litre');

  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'admin-product-form');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/admin/products`);

  // Found by search, by category and by status, each kept in the URL.
  await searchList(page, 'Test Kettle');
  await expect(rowOf(page, newProduct.name)).toBeVisible();
  await filterList(page, 'Category', 'Home');
  await expect(page).toHaveURL(/category=home/);
  await filterList(page, 'Status', 'Active');
  await expect(page).toHaveURL(/status=active/);
  const row = rowOf(page, newProduct.name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('$79.50');
  await expect(row).toContainText('12 in stock');
  await filterList(page, 'Status', 'Inactive');
  await expect(rowOf(page, newProduct.name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Test Kettle');
  await expect(page.getByText('No products match your filters')).toBeVisible();

  // The storefront shows it, with what the form said.
  await page.goto(`${store.url}/products?search=Test+Kettle`);
  await page.getByRole('link', { name: newProduct.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: newProduct.name })).toBeVisible();
  await expect(page.locator('main')).toContainText('$79.50');
  await expect(page.locator('main')).toContainText('Gooseneck spout');
  await expect(page.locator('main')).toContainText('1 litre');
});

test('the price changed in the form is the price the storefront shows; a duplicate SKU is refused with the form intact', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/products?search=Test+Kettle');
  await rowOf(page, newProduct.name)
    .getByRole('link', { name: `Edit ${newProduct.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Product Name')).toHaveValue(newProduct.name);
  await page.getByLabel(/^Price/).fill('64.25');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/admin/products`);

  await page.goto(`${store.url}/products?search=Test+Kettle`);
  await expect(page.getByRole('list', { name: 'Products' })).toContainText('$64.25');

  // A second product with the same SKU: the server's refusal on the SKU field, nothing typed lost.
  await page.goto(`${store.url}/admin/products/create`);
  await page.getByLabel('Product Name').fill('Kettle Twin');
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(newProduct.sku);
  await page.getByLabel('Brand').fill('Twin Co');
  await choose(page, 'Category', 'Home');
  await page.getByLabel('Subcategory').fill('kitchen');
  await page.getByLabel('Description').fill('Same SKU as the kettle.');
  await page.getByLabel(/^Price/).fill('10');
  await page.getByLabel(/^Stock/).fill('1');
  await page.getByRole('button', { name: 'Create Product' }).click();
  const sku = page.getByRole('textbox', { name: 'SKU', exact: true });
  await expect(sku).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('form', { name: 'New product' }).getByText('A product with this SKU already exists'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/admin/products/create`);
  await expect(page.getByLabel('Product Name')).toHaveValue('Kettle Twin');
  await expect(page.getByLabel('Description')).toHaveValue('Same SKU as the kettle.');
  await expect(sku).toHaveValue(newProduct.sku);

  // Leaving the form with those changes asks first; staying keeps them.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
  const leave = page.getByRole('alertdialog').filter({ has: page.getByRole('button', { name: 'Stay' }) });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`${store.url}/admin/products/create`);
  await expect(page.getByLabel('Product Name')).toHaveValue('Kettle Twin');
});

test('deactivated, the product leaves the catalogue; deleted after the spec’s question, it leaves the list', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page, '/admin/products?search=Test+Kettle');
  const productHref = await rowOf(page, newProduct.name)
    .getByRole('link', { name: `View ${newProduct.name}` })
    .getAttribute('href');
  await rowOf(page, newProduct.name)
    .getByRole('link', { name: `Edit ${newProduct.name}` })
    .click();
  await page.getByText('Active: shown in the store').click();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(rowOf(page, newProduct.name)).toContainText('Inactive');

  // A shopper (not signed in) no longer finds it, nor opens its page; the admin still can.
  const shopper = await browser.newPage();
  await shopper.goto(`${store.url}/products?search=Test+Kettle`);
  await expect(shopper.getByText('No products found')).toBeVisible();
  await shopper.goto(`${store.url}${productHref}`);
  await expect(shopper.getByText('Product not found').first()).toBeVisible();
  await shopper.close();

  await page.goto(`${store.url}/admin/products?search=Test+Kettle`);
  await rowOf(page, newProduct.name)
    .getByRole('button', { name: `Delete ${newProduct.name}` })
    .click();
  const question = page.getByRole('alertdialog', { name: `Delete ${newProduct.name}?` });
  await expect(question).toContainText('Are you sure you want to delete this product?');
  await question.getByRole('button', { name: 'Delete product' }).click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(rowOf(page, newProduct.name)).toHaveCount(0);
});

test('restock in place: the stock cell takes a number, Enter saves, Escape cancels', async ({ page }) => {
  const token = await apiToken(store.url, admin.email, admin.password);
  const list = await page.request.get(`${store.url}/api/admin/products?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await list.json()) as { data: { products: { name: string; stock: number }[] } };
  const outOfStock = data.products.find((product) => product.stock === 0)?.name;
  if (!outOfStock) throw new Error('The demo store has no product out of stock');

  await signInAsAdmin(page, `/admin/products?search=${encodeURIComponent(outOfStock)}`);
  const row = rowOf(page, outOfStock);
  await expect(row).toContainText('Out of stock');
  await row.getByRole('button', { name: `Edit stock of ${outOfStock}` }).click();
  const field = page.getByRole('textbox', { name: `Stock of ${outOfStock}` });
  await expect(field).toBeFocused();
  await field.fill('7');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Out of stock');
  await expect(row.getByRole('button', { name: `Edit stock of ${outOfStock}` })).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: `Stock of ${outOfStock}` }).fill('25');
  await page.keyboard.press('Enter');
  await expect(row).toContainText('25 in stock');
  await page.reload();
  await expect(rowOf(page, outOfStock)).toContainText('25 in stock');
});

test('a bulk deactivate of three products: one question, one toast, and they leave the store', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/products?category=clothing&status=active');
  const rows = productsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(3)).toBeVisible();
  const names: string[] = [];
  for (const index of [1, 2, 3]) {
    const row = rows.nth(index);
    names.push((await row.getByRole('link').first().getAttribute('aria-label'))?.replace(/^View /, '') ?? '');
    await checkRow(row);
  }
  await expect(page.getByRole('status').filter({ hasText: 'products selected' })).toHaveText(
    '3 products selected',
  );
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate 3 products?' })
    .getByRole('button', { name: 'Deactivate 3 products' })
    .click();
  await expect(toast(page, '3 products deactivated')).toBeVisible();
  for (const name of names) await expect(rowOf(page, name)).toHaveCount(0);

  await page.goto(`${store.url}/admin/products?category=clothing&status=inactive`);
  for (const name of names) await expect(rowOf(page, name)).toContainText('Inactive');
  await page.goto(`${store.url}/products?category=clothing`);
  const catalogue = page.getByRole('list', { name: 'Products' });
  await expect(catalogue.getByRole('listitem').first()).toBeVisible();
  for (const name of names) await expect(catalogue.getByRole('heading', { name })).toHaveCount(0);
});

test('the catalogue exported as CSV, edited and imported: the dry run names a bad row, the fixed file imports', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page, '/admin/products?category=accessories');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('products.csv');
  const exported = await readFile(await download.path(), 'utf8');
  // Records end with CRLF; a list cell's own line breaks are bare LF, so a record is whole between CRLFs.
  const lines = exported.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^sku,name,brand,category/);
  // Exactly what the list shows: the accessories, every page of them.
  await expect(page.getByText(`Showing 1 to 10 of ${lines.length - 1} results`)).toBeVisible();

  // A new product with a price that is not a number, and a changed price for the first product.
  const [header, first] = [lines[0], lines[1]] as [string, string];
  const firstSku = first.split(',')[0] ?? '';
  const changed = first.replace(/,(\d+\.\d{2}),/, ',12.34,');
  const bad =
    'AC-E2E-BAD,Broken Strap,Aurora Labs,accessories,straps,A strap with no price,not-a-price,,5,10,true,false,,,,';
  await mkdir(testInfo.outputDir, { recursive: true });
  const badFile = path.join(testInfo.outputDir, 'products-bad.csv');
  await writeFile(badFile, [header, changed, bad].join('\r\n'));

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(badFile);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog).toContainText('1 with errors');
  await expect(dialog).toContainText('AC-E2E-BAD');
  await expect(dialog).toContainText(/price/i);
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  const goodFile = path.join(testInfo.outputDir, 'products-good.csv');
  await writeFile(goodFile, [header, changed].join('\r\n'));
  await dialog.locator('input[type=file]').setInputFiles(goodFile);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog).toContainText('1 to update');
  await dialog.getByRole('button', { name: /^Import 1 product/ }).click();
  await expect(toast(page, 'Import complete: 0 created, 1 updated')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await searchList(page, firstSku);
  await expect(productsTable(page).getByRole('row').nth(1)).toContainText('$12.34');
});

test('the catalogue admin page passes axe as it opens and with a row chosen for bulk actions', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/products');
  await expect(productsTable(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'admin-products');
  await checkRow(productsTable(page).getByRole('row').nth(1));
  await expect(page.getByRole('group', { name: 'Bulk actions' })).toBeVisible();
  await expectNoAxeViolations(page);
});
