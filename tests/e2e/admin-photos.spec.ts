import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { admin, adminEnv, signInThroughForm } from '../support/accounts.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { repoRoot, type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Product photos (issue 39), as an admin gives them: two JPEGs chosen in the product form's upload area, one
 * taken sideways by a phone (EXIF orientation 6, a GPS position). The storefront shows them in the order the
 * admin left them, the sideways one turned upright, and what the store serves carries no EXIF at all.
 */

/** What the journey uses of sharp, which is the server's dependency, not the root's. */
interface SharpImage {
  jpeg(): SharpImage;
  withMetadata(options: { orientation?: number; exif?: Record<string, Record<string, string>> }): SharpImage;
  toBuffer(): Promise<Buffer>;
  metadata(): Promise<{ width?: number; height?: number; exif?: Buffer }>;
}
type Sharp = (
  input: Buffer | { create: { width: number; height: number; channels: 3; background: string } },
) => SharpImage;

// The journey makes its photos with the library the server reads them with.
const sharp = createRequire(path.join(repoRoot, 'apps/server/package.json'))('sharp') as Sharp;

test.describe.configure({ mode: 'serial' });
let store: StoreProcess;

test.beforeAll(async () => {
  store = await startStore({
    command: 'built server',
    dataDir: await seededDataDir(),
    env: { ...adminEnv, CATALOGUE_CACHE_MS: '0' },
  });
});
test.afterAll(async () => {
  await store.stop('SIGKILL');
});

/** A 600 x 400 JPEG as a phone held sideways writes it: to be shown turned, and with where it was taken. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } },
    })
    .toBuffer();

const landscapePhoto = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

const product = { name: 'Aurora Photo Kettle', sku: 'HO-E2E-039' };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin uploads two photos, orders them and saves; the store shows them upright and without EXIF', async ({
  page,
}) => {
  const sideways = await sidewaysPhoto();
  expect((await sharp(sideways).metadata()).exif).toBeDefined();

  await page.goto(`${store.url}/admin/products/create`);
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await page.getByLabel('Product Name').fill(product.name);
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(product.sku);
  await page.getByLabel('Brand').fill('Aurora Labs');
  await choose(page, 'Category', 'Home');
  await page.getByLabel('Subcategory').fill('kitchen');
  await page.getByLabel('Description').fill('A kettle photographed by the end-to-end journey.');
  await page.getByLabel(/^Price/).fill('42');
  await page.getByLabel(/^Stock/).fill('5');

  await page.locator('[data-slot="upload-area"] input[type="file"]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await landscapePhoto() },
    { name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: sideways },
  ]);
  const images = page.getByRole('list', { name: 'Images' });
  const urls = images.getByLabel('Image URL');
  await expect(urls).toHaveCount(2);
  await expect(urls.nth(0)).toHaveValue(/^\/media\/[0-9a-f]{64}$/);
  await expect(urls.nth(1)).toHaveValue(/^\/media\/[0-9a-f]{64}$/);
  const sidewaysUrl = await urls.nth(1).inputValue();
  await images.getByLabel('Alt text').nth(0).fill('The kettle from the front');
  await images.getByLabel('Alt text').nth(1).fill('The kettle standing tall');
  // The sideways photo becomes the main one.
  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(urls.nth(0)).toHaveValue(sidewaysUrl);

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(`${store.url}/admin/products`);

  await page.goto(`${store.url}/products?search=Photo+Kettle`);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const thumbnails = page.getByRole('radio', { name: /^Show image/ });
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.nth(0)).toHaveAccessibleName('Show image 1 of 2: The kettle standing tall');
  await expect(thumbnails.nth(1)).toHaveAccessibleName('Show image 2 of 2: The kettle from the front');
  const main = page.getByRole('img', { name: 'The kettle standing tall' });
  await expect
    .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const shown = await main.evaluate((image: HTMLImageElement) => ({
    natural: [image.naturalWidth, image.naturalHeight],
    in: image.parentElement?.tagName,
    srcset: image.srcset,
    fetched: image.currentSrc,
  }));
  expect(shown.natural[0]).toBeLessThan(shown.natural[1] ?? 0);
  // Responsive: the browser took the AVIF source, at a width it chose from the srcset.
  expect(shown.in).toBe('PICTURE');
  expect(shown.srcset).toContain(`${sidewaysUrl}/1600.jpg 1600w`);
  expect(shown.fetched).toMatch(new RegExp(`${sidewaysUrl}/\\d+\\.avif$`));

  for (const url of [shown.fetched, `${store.url}${sidewaysUrl}`]) {
    const served = await page.request.get(url);
    expect(served.ok()).toBe(true);
    const metadata = await sharp(await served.body()).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBeLessThan(metadata.height ?? 0);
  }
});

test('a file that is no picture is refused on the upload area, and the form keeps what was typed', async ({
  page,
}) => {
  await page.goto(`${store.url}/admin/products/create`);
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await page.getByLabel('Product Name').fill('Aurora Refused Kettle');
  await page.getByLabel('Description').fill('Typed before the upload, kept after it.');
  await page.getByLabel(/^Price/).fill('19.5');

  // An HTML page named as a photo: recognised by its bytes, not its name or declared type.
  await page.locator('[data-slot="upload-area"] input[type="file"]').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<!doctype html><title>not a photo</title><script>alert(1)</script>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'photo.jpg' })).toHaveText(
    'photo.jpg: Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
  );
  await expect(page.getByLabel('Product Name')).toHaveValue('Aurora Refused Kettle');
  await expect(page.getByLabel('Description')).toHaveValue('Typed before the upload, kept after it.');
  await expect(page.getByLabel(/^Price/)).toHaveValue('19.5');
});
