import { productDetailResponseSchema, productListResponseSchema } from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe.each(databaseTargets())('the catalogue micro-cache on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    // A window far longer than the test, so what is cached stays cached while we look.
    testApp = await createTestApp(target, { catalogueCacheMs: 60_000 });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function list(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    return productListResponseSchema.parse(response.json());
  }

  it('answers the same anonymous page from memory within the window', async () => {
    const headphones = await createProduct(testApp.db, { name: 'Cached Headphones', priceCents: 100_00 });
    const first = await list('/api/products?search=cached');
    await testApp.db.update(products).set({ priceCents: 90_00 }).where(eq(products.id, headphones.id));

    const second = await list('/api/products?search=cached');

    expect(second).toEqual(first);
    expect(second.data.products[0]?.price).toBe(100);
    // Another query is another answer, read fresh from the database.
    const other = await list('/api/products?search=cached&sort=price_asc');
    expect(other.data.products[0]?.price).toBe(90);
  });

  it('answers a query written another way, or with parameters nothing reads, from the same copy', async () => {
    const kettle = await createProduct(testApp.db, { name: 'Rewritten Kettle', priceCents: 40_00 });
    const first = await list('/api/products?search=rewritten&sort=price_asc');
    await testApp.db.update(products).set({ priceCents: 30_00 }).where(eq(products.id, kettle.id));

    for (const url of [
      '/api/products?sort=price_asc&search=rewritten',
      '/api/products?search=%20rewritten%20&sort=price_asc&utm_source=mail',
      '/api/products?search=rewritten&sort=price_asc&page=1',
    ]) {
      expect(await list(url), url).toEqual(first);
    }
    expect(first.data.products[0]?.price).toBe(40);
    // What the catalogue does read still makes another answer.
    const secondPage = await list('/api/products?search=rewritten&sort=price_asc&page=2');
    expect(secondPage.data.products).toEqual([]);
    expect((await list('/api/products?search=rewritten&sort=price_desc')).data.products[0]?.price).toBe(30);
  });

  it('lets browsers and shared caches keep an answer for what is left of the window, and no longer', async () => {
    await createProduct(testApp.db, { name: 'Windowed Kettle' });
    const url = '/api/products?search=windowed';
    const maxAge = async () => {
      const response = await testApp.app.inject({ method: 'GET', url });
      return Number(/^public, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    };

    const first = await maxAge();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await maxAge();

    expect(first).toBeGreaterThanOrEqual(58);
    expect(first).toBeLessThanOrEqual(60);
    expect(later).toBeLessThan(first);
  });

  it('never shares a signed-in shopper’s product page', async () => {
    const lamp = await createProduct(testApp.db, { name: 'Cached Lamp', categorySlug: 'home' });
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/products/${lamp.id}` });
    expect(productDetailResponseSchema.parse(anonymous.json()).data.canReview).toBe(false);
    await testApp.db.update(products).set({ stock: 3 }).where(eq(products.id, lamp.id));

    const { authorization } = await createUser(testApp);
    const signedIn = await testApp.app.inject({
      method: 'GET',
      url: `/api/products/${lamp.id}`,
      headers: { authorization },
    });

    expect(productDetailResponseSchema.parse(signedIn.json()).data.product.stock).toBe(3);
  });
});
