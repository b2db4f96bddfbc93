/**
 * The second half of `pnpm bench:media` (issue 39): the image bytes a phone downloads when the catalogue carries
 * photos as owners take them. The built store on a fresh embedded database; the admin gives each product of the
 * catalogue's first page a 12-megapixel photo through the real upload. Chromium as a 390 px phone with a device
 * pixel ratio of 3 opens /products and the first product's page twice:
 * - responsive: the photos as the store serves them (a <picture> of variants at each slot's width);
 * - as uploaded: the same products linking the very same JPEG files by URL, as the store linked photos before
 *   (a host elsewhere; the browser's requests to it are answered with those files' bytes by Playwright).
 * It prints the bytes of every image each page loaded and exits 1 unless the variants are at least ten times
 * smaller in total. Bytes do not depend on the machine's speed, so they are held as they are.
 */
import { rm } from 'node:fs/promises';
import type { Product } from '@aurora-store/api/contract';
import { type BrowserContext, chromium } from 'playwright';
import { syntheticPhoto } from '../apps/server/src/media/synthetic-photo.ts';
import { admin, adminEnv, apiToken } from '../tests/support/accounts.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { freshDataDir, startStore } from '../tests/support/store-process.ts';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const ELSEWHERE = 'https://photos.example.test';
const MIN_RATIO = 10;

type Json = Record<string, unknown>;

async function call(url: string, token: string, method: string, body?: Json | FormData): Promise<Json> {
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body && !(body instanceof FormData) && { 'Content-Type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: Json };
  if (!response.ok || !answer.data) throw new Error(`${method} ${url} answered ${response.status}`);
  return answer.data;
}

/** The product as its edit form would save it, with other images. */
function withImages(product: Product, images: Product['images']): Json {
  const { name, sku, brand, category, subcategory, description, price, comparePrice, stock } = product;
  const { lowStockThreshold, isActive, isFeatured, features, tags, specifications } = product;
  return {
    ...{
      name,
      sku,
      brand,
      category,
      subcategory,
      description,
      price,
      comparePrice,
      stock,
      lowStockThreshold,
    },
    ...{ isActive, isFeatured, features, tags, specifications, images },
  };
}

/** Every image a page loads as a phone opens it, without scrolling, until the network settles: address -> bytes. */
async function imageBytes(context: BrowserContext, url: string): Promise<Map<string, number>> {
  const page = await context.newPage();
  const loaded = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    reading.push(
      response.body().then(
        (body) => void loaded.set(response.url(), body.length),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Lazy pictures near the screen start once the first ones have laid the page out: let them come too.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  await page.close();
  return loaded;
}

const total = (loaded: Map<string, number>) => [...loaded.values()].reduce((sum, bytes) => sum + bytes, 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function main(): Promise<number> {
  const dataDir = await freshDataDir();
  const store = await startStore({
    command: 'built server',
    dataDir,
    env: { ...adminEnv, CATALOGUE_CACHE_MS: '0' },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const token = await apiToken(store.url, admin.email, admin.password);
    const listed = (await (await fetch(`${store.url}/api/products`)).json()) as {
      data: { products: Product[] };
    };
    const products = listed.data.products;
    console.log(
      `Uploading a 12-megapixel photo for each of the catalogue's first ${products.length} products...`,
    );
    const originals = new Map<string, Buffer>();
    const photoIds: string[] = [];
    for (const [index, product] of products.entries()) {
      const photo = await syntheticPhoto(index);
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `IMG_${2000 + index}.jpg`,
      );
      const { media } = (await call(`${store.url}/api/admin/media`, token, 'POST', form)) as {
        media: { id: string; url: string };
      };
      originals.set(media.id, photo);
      photoIds.push(media.id);
      const images = [{ url: media.url, alt: `${product.name}, photographed`, public_id: media.id }];
      await call(`${store.url}/api/admin/products/${product._id}`, token, 'PUT', withImages(product, images));
    }
    const meanMb =
      [...originals.values()].reduce((sum, photo) => sum + photo.length, 0) / originals.size / 1e6;
    const pages = { '/products': '/products', 'a product page': `/product/${products[0]?._id}` };

    const measure = async (route?: (context: BrowserContext) => Promise<unknown>) => {
      const context = await browser.newContext(PHONE);
      await route?.(context);
      const measured: Record<string, Map<string, number>> = {};
      for (const [name, path] of Object.entries(pages))
        measured[name] = await imageBytes(context, store.url + path);
      await context.close();
      return measured;
    };
    const responsive = await measure();

    for (const [index, product] of products.entries()) {
      const id = photoIds[index] ?? '';
      const images = [{ url: `${ELSEWHERE}/${id}.jpg`, alt: `${product.name}, photographed`, public_id: id }];
      await call(`${store.url}/api/admin/products/${product._id}`, token, 'PUT', withImages(product, images));
    }
    const asUploaded = await measure((context) =>
      context.route(`${ELSEWHERE}/**`, (route) => {
        const id = new URL(route.request().url()).pathname.slice(1, -'.jpg'.length);
        const photo = originals.get(id);
        return photo
          ? route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo })
          : route.fulfill({ status: 404 });
      }),
    );

    console.log(
      `\nImage bytes a 390 px phone (device pixel ratio 3) downloads, ${products.length} products with a ${meanMb.toFixed(1)} MB photo each\n`,
    );
    let responsiveTotal = 0;
    let uploadedTotal = 0;
    for (const name of Object.keys(pages)) {
      const small = responsive[name] ?? new Map();
      const large = asUploaded[name] ?? new Map();
      responsiveTotal += total(small);
      uploadedTotal += total(large);
      console.log(
        `${name.padEnd(16)} as uploaded ${kib(total(large)).padStart(9)} (${large.size} images)   responsive ${kib(total(small)).padStart(7)} (${small.size} images)`,
      );
    }
    const ratio = uploadedTotal / responsiveTotal;
    console.log(
      `${'both'.padEnd(16)} as uploaded ${kib(uploadedTotal).padStart(9)}                responsive ${kib(responsiveTotal).padStart(7)}: ${ratio.toFixed(1)} times smaller (budget ${MIN_RATIO})`,
    );
    for (const name of Object.keys(pages)) {
      const variants = [...(responsive[name]?.keys() ?? [])].filter((url) => url.includes('/media/'));
      console.log(`${name} took the variants ${variants.map((url) => url.split('/').pop()).join(', ')}`);
    }
    if (ratio < MIN_RATIO) {
      console.log(`\nOver budget: the variants are only ${ratio.toFixed(1)} times smaller.`);
      return 1;
    }
    console.log('\nWithin budget.');
    return 0;
  } finally {
    await browser.close();
    await store.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
