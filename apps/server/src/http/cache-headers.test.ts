import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_COUPONS_PATH,
  ADMIN_DASHBOARD_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_USERS_PATH,
  CART_PATH,
  FEATURED_PRODUCTS_PATH,
  ME_PATH,
  MY_ORDERS_PATH,
  PRODUCTS_PATH,
  productListResponseSchema,
  SEARCH_SUGGESTIONS_PATH,
  WISHLIST_PATH,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** A short public policy: anyone may keep the answer, for at most the catalogue's own window. */
const PUBLIC_POLICY = /^public, max-age=\d+$/;

/*
 * Issue 16, item 8: personal answers are kept by no cache; the public catalogue may be, briefly, and is
 * revalidated by its ETag (304 when unchanged).
 */
describe.each(databaseTargets())('caching of API answers on $name', (target) => {
  let testApp: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let productUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    [shopper, admin] = await Promise.all([createUser(testApp), createUser(testApp, { role: 'admin' })]);
    const product = await createProduct(testApp.db, { name: 'Etag Lamp', isFeatured: true });
    productUrl = `${PRODUCTS_PATH}/${product.id}`;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function get(url: string, headers: Record<string, string> = {}) {
    return testApp.app.inject({ method: 'GET', url, headers });
  }

  it.each([
    ['the account', ME_PATH],
    ['the cart', CART_PATH],
    ['the wishlist', WISHLIST_PATH],
    ['the orders', MY_ORDERS_PATH],
  ])('keeps %s out of every cache', async (_what, url) => {
    const response = await get(url, { authorization: shopper.authorization });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it.each([
    ADMIN_DASHBOARD_PATH,
    ADMIN_PRODUCTS_PATH,
    ADMIN_ORDERS_PATH,
    ADMIN_USERS_PATH,
    ADMIN_CATEGORIES_PATH,
    ADMIN_COUPONS_PATH,
  ])('keeps the admin’s %s out of every cache', async (url) => {
    const response = await get(url, { authorization: admin.authorization });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps refusals out of caches too', async () => {
    expect((await get(CART_PATH)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/unknown')).headers['cache-control']).toBe('no-store');
  });

  it('keeps a signed-in shopper’s product page (it says whether they may review) out of every cache', async () => {
    const response = await get(productUrl, { authorization: shopper.authorization });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it.each([
    ['the catalogue', () => `${PRODUCTS_PATH}?search=etag`],
    ['the featured products', () => FEATURED_PRODUCTS_PATH],
    ['the search suggestions', () => `${SEARCH_SUGGESTIONS_PATH}?q=etag`],
    ['an anonymous product page', () => productUrl],
  ])('lets caches keep %s briefly, and answers 304 while it is unchanged', async (_what, url) => {
    const first = await get(url());
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(PUBLIC_POLICY);
    const entityTag = String(first.headers.etag);
    expect(entityTag).toMatch(/^W\/".+"$/);

    const again = await get(url(), { 'if-none-match': entityTag });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(entityTag);
    expect(again.headers['cache-control']).toMatch(PUBLIC_POLICY);
    // The strong form of the same tag, and a list naming it, are the same validator (weak comparison).
    expect((await get(url(), { 'if-none-match': entityTag.slice(2) })).statusCode).toBe(304);
    expect((await get(url(), { 'if-none-match': `"other", ${entityTag}` })).statusCode).toBe(304);
  });

  it('tells caches that a product page differs for a signed-in shopper', async () => {
    const response = await get(productUrl);

    expect(String(response.headers.vary).toLowerCase()).toContain('authorization');
  });

  it('answers in full once the catalogue changed, with a new tag', async () => {
    const bulb = await createProduct(testApp.db, { name: 'Etag Bulb', priceCents: 5_00 });
    const url = `${PRODUCTS_PATH}?search=bulb`;
    const before = await get(url);
    await testApp.db.update(products).set({ priceCents: 4_00 }).where(eq(products.id, bulb.id));

    const after = await get(url, { 'if-none-match': String(before.headers.etag) });

    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(productListResponseSchema.parse(after.json()).data.products[0]?.price).toBe(4);
  });

  it('says max-age=0 when the catalogue is not cached on the server either (CATALOGUE_CACHE_MS=0)', async () => {
    expect((await get(PRODUCTS_PATH)).headers['cache-control']).toBe('public, max-age=0');
  });
});
