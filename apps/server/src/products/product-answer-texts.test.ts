import { productDetailResponseSchema, productListResponseSchema } from '@aurora-store/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { NAMES, seedCatalogue } from './catalogue-test-support';

/*
 * The server keeps each product's answer text by the version of its row (product-answer-texts.ts). A shopper
 * must never see an old price, stock or category because of it: whatever changes a row, and however it does,
 * the next answer shows the change.
 */
describe.each(databaseTargets())('answers after a product changes, on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    await seedCatalogue(testApp.db);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function listed(name: string) {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products?limit=48' });
    const product = productListResponseSchema
      .parse(response.json())
      .data.products.find((entry) => entry.name === name);
    if (!product) throw new Error(`${name} is not listed`);
    return product;
  }

  async function productPage(id: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products/${id}` });
    return productDetailResponseSchema.parse(response.json()).data;
  }

  it('shows a new price and stock at once, also when a statement changes the row without its updated_at', async () => {
    const before = await listed(NAMES.headphones);
    await productPage(before._id);

    await testApp.db
      .update(products)
      .set({ priceCents: 99_99, stock: 3, updatedAt: sql`${products.updatedAt}` })
      .where(eq(products.id, before._id));

    expect(await listed(NAMES.headphones)).toMatchObject({ price: 99.99, stock: 3 });
    expect((await productPage(before._id)).product).toMatchObject({ price: 99.99, stock: 3 });
  });

  it("shows a renamed category's new slug on its products at once", async () => {
    const before = await listed(NAMES.headphones);
    await testApp.db.update(categories).set({ slug: 'gadgets' }).where(eq(categories.slug, before.category));

    expect((await listed(NAMES.headphones)).category).toBe('gadgets');
    const page = await productPage(before._id);
    expect(page.product.category).toBe('gadgets');
    expect(page.relatedProducts.map((related) => related.category)).not.toContain(before.category);
  });
});
