import { productListQuerySchema, productListResponseSchema } from '@aurora-store/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueFiltersVersion, categories, products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { catalogueLister } from './catalogue-list';
import { NAMES, seedCatalogue } from './catalogue-test-support';
import { productAnswerTexts } from './product-answer-texts';

describe.each(databaseTargets())('the catalogue filter options on $name', (target) => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp(target);
    await seedCatalogue(testApp.db);
  });

  afterEach(async () => {
    await testApp?.close();
  });

  /** The filter options as a shopper's catalogue page shows them, through the server's own kept options. */
  async function offeredFilters() {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products?search=speaker' });
    expect(response.statusCode, response.body).toBe(200);
    return productListResponseSchema.parse(response.json()).data.filters;
  }

  async function version(): Promise<number> {
    const [row] = await testApp.db.select().from(catalogueFiltersVersion);
    if (!row) throw new Error('catalogue_filters_version has no row');
    return row.version;
  }

  it('answers the same page whether the options were kept from before or read with it', async () => {
    const query = productListQuerySchema.parse({ search: 'speaker', sort: 'price_asc' });
    const texts = productAnswerTexts(testApp.db);
    const lister = catalogueLister(testApp.db, texts);

    const readWithIt = await lister(query);
    const kept = await lister(query);

    expect(kept).toEqual(readWithIt);
    expect(await catalogueLister(testApp.db, texts)(query)).toEqual(readWithIt);
  });

  it('offers a changed price, a product shown again and a category shown again on the very next page', async () => {
    expect(await offeredFilters()).toEqual({
      categories: ['accessories', 'clothing', 'electronics', 'home'],
      brands: ['Hearth', 'Lumen', 'Northwind', 'Optica', 'Sonora'],
      priceRange: { min: 5, max: 2499.99 },
    });

    await testApp.db.update(products).set({ priceCents: 99_99 }).where(eq(products.name, NAMES.camera));
    expect((await offeredFilters()).priceRange).toEqual({ min: 5, max: 200 });

    await testApp.db.update(products).set({ isActive: true }).where(eq(products.name, 'Hidden Headphones'));
    expect(await offeredFilters()).toMatchObject({
      brands: ['Ghost', 'Hearth', 'Lumen', 'Northwind', 'Optica', 'Sonora'],
      priceRange: { min: 0.01, max: 200 },
    });

    await testApp.db.update(categories).set({ isActive: true }).where(eq(categories.slug, 'garden'));
    expect((await offeredFilters()).categories).toEqual([
      'accessories',
      'clothing',
      'electronics',
      'garden',
      'home',
    ]);

    await testApp.db.delete(products).where(eq(products.brand, 'Hearth'));
    expect((await offeredFilters()).brands).not.toContain('Hearth');
  });

  it('keeps its version through stock moves, sales and reviews, which change no option', async () => {
    const before = await version();

    await testApp.db.update(products).set({
      stock: sql`${products.stock} + 1`,
      salesCount: sql`${products.salesCount} + 1`,
      ratingHundredths: 480,
      reviewCount: sql`${products.reviewCount} + 1`,
    });
    expect(await version()).toBe(before);

    await testApp.db.update(products).set({ brand: 'Borealis' }).where(eq(products.name, NAMES.socks));
    expect(await version()).toBe(before + 1);
  });
});
