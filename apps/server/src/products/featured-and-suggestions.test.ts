import {
  errorEnvelopeSchema,
  FEATURED_PRODUCTS_MAX,
  featuredProductsResponseSchema,
  SEARCH_SUGGESTIONS_MAX,
  searchSuggestionsResponseSchema,
} from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

const day = (n: number) => new Date(Date.UTC(2026, 1, n));

describe.each(databaseTargets())('featured products and search suggestions on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { db } = testApp;
    // Ten featured headphones (more than the home page shows), one of them hidden, and two plain products.
    for (let n = 1; n <= 10; n += 1) {
      await createProduct(db, {
        name: `Featured Headphones ${n}`,
        brand: 'Lumen',
        isFeatured: true,
        isActive: n !== 10,
        createdAt: day(n),
      });
    }
    await createProduct(db, {
      name: 'Plain Kettle',
      brand: 'Hearth',
      categorySlug: 'home',
      createdAt: day(20),
    });
    await createProduct(db, {
      name: 'Trail Backpack',
      brand: 'Northwind',
      categorySlug: 'accessories',
      createdAt: day(21),
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function suggestions(q: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/products/search-suggestions?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return searchSuggestionsResponseSchema.parse(response.json()).data.suggestions;
  }

  it('answers at most 8 featured products a shopper can see, newest first', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/featured' });

    expect(response.statusCode).toBe(200);
    const { products } = featuredProductsResponseSchema.parse(response.json()).data;
    expect(products).toHaveLength(FEATURED_PRODUCTS_MAX);
    expect(products.map((product) => product.name)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Featured Headphones ${n}`),
    );
    expect(products.every((product) => product.isFeatured && product.isActive)).toBe(true);
  });

  it('suggests nothing for fewer than 2 characters', async () => {
    expect(await suggestions('')).toEqual([]);
    expect(await suggestions('h')).toEqual([]);
    expect(await suggestions('  h  ')).toEqual([]);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/search-suggestions' });
    expect(searchSuggestionsResponseSchema.parse(response.json()).data.suggestions).toEqual([]);
  });

  it('suggests at most 5 products with their id, name, category and brand', async () => {
    const found = await suggestions('headph');

    expect(found).toHaveLength(SEARCH_SUGGESTIONS_MAX);
    expect(found[0]).toEqual({
      id: expect.any(String),
      text: 'Featured Headphones 1',
      category: 'electronics',
      brand: 'Lumen',
    });
    expect(found.map((suggestion) => suggestion.text)).not.toContain('Featured Headphones 10');
  });

  it('finds a name from a typo, a brand or a word inside the name', async () => {
    expect((await suggestions('hedphones')).length).toBeGreaterThan(0);
    expect(
      (await suggestions('hedphones')).every((suggestion) => suggestion.text.includes('Headphones')),
    ).toBe(true);
    expect(await suggestions('northwind')).toEqual([
      expect.objectContaining({ text: 'Trail Backpack', category: 'accessories' }),
    ]);
    expect(await suggestions('kett')).toEqual([expect.objectContaining({ text: 'Plain Kettle' })]);
    expect(await suggestions('zzzz')).toEqual([]);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await suggestions('%%')).toEqual([]);
    expect(await suggestions('__')).toEqual([]);
  });

  it('refuses a search text longer than anyone types', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/products/search-suggestions?q=${'a'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).errors?.[0]?.field).toBe('q');
  });
});
