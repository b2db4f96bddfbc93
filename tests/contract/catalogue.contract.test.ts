import { type ApiClient, createApiClient } from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWith } from '../../apps/server/src/products/delivered-order-test-support';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

type Product = Awaited<ReturnType<typeof createProduct>>;

describe.each(databaseTargets())('the catalogue calls through the typed client on $name', (target) => {
  let testApp: TestApp;
  let anonymous: ApiClient;
  let buyer: ApiClient;
  let headphones: Product;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    headphones = await createProduct(testApp.db, {
      name: 'Aurora Headphones',
      brand: 'Lumen',
      isFeatured: true,
      comparePriceCents: 159_99,
    });
    await createProduct(testApp.db, { name: 'Nimbus Speaker', brand: 'Sonora', priceCents: 49_99 });
    const { user, token } = await createUser(testApp);
    await createOrderWith(testApp.db, user.id, [headphones.id]);
    anonymous = createApiClient({ baseUrl });
    buyer = createApiClient({ baseUrl, getToken: () => token });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('listProducts answers a page with its pagination and filters', async () => {
    const { data } = await anonymous.listProducts({
      sort: 'price_asc',
      maxPrice: 50,
      search: '',
      category: 'all',
    });

    expect(data.products.map((product) => product.name)).toEqual(['Nimbus Speaker']);
    expect(data.pagination).toEqual({ page: 1, pages: 1, total: 1, hasNext: false, hasPrev: false });
    expect(data.filters).toEqual({
      categories: ['electronics'],
      brands: ['Lumen', 'Sonora'],
      priceRange: { min: 49.99, max: 129.99 },
    });
  });

  it('listProducts reports a refused query with its field errors', async () => {
    const error = await apiFailure(anonymous.listProducts({ limit: 49 }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors()).toEqual({ limit: 'At most 48 products per page' });
  });

  it('getFeaturedProducts answers the featured products', async () => {
    const { data } = await anonymous.getFeaturedProducts();
    expect(data.products).toEqual([expect.objectContaining({ _id: headphones.id, discountPercentage: 19 })]);
  });

  it('getSearchSuggestions answers suggestions, none for one character', async () => {
    const { data } = await anonymous.getSearchSuggestions('hedphones');
    expect(data.suggestions).toEqual([
      { id: headphones.id, text: 'Aurora Headphones', category: 'electronics', brand: 'Lumen' },
    ]);
    expect((await anonymous.getSearchSuggestions('h')).data.suggestions).toEqual([]);
  });

  it('getProduct answers the product page, with canReview for the buyer', async () => {
    const anonymousView = await anonymous.getProduct(headphones.id);
    const buyerView = await buyer.getProduct(headphones.id);

    expect(anonymousView.data.product).toMatchObject({ name: 'Aurora Headphones', reviews: [] });
    expect(anonymousView.data.relatedProducts.map((product) => product.name)).toEqual(['Nimbus Speaker']);
    expect(anonymousView.data.canReview).toBe(false);
    expect(buyerView.data.canReview).toBe(true);
    expect((await apiFailure(anonymous.getProduct('not-an-id'))).message).toBe('Product not found');
  });

  it('addReview adds the review once, then says it exists', async () => {
    const { data, message } = await buyer.addReview(headphones.id, { rating: 4, comment: 'Comfortable' });

    expect(message).toBe('Review submitted successfully');
    expect(data.review).toMatchObject({ rating: 4, comment: 'Comfortable' });
    expect((await buyer.getProduct(headphones.id)).data.product).toMatchObject({ rating: 4, reviewCount: 1 });
    const again = await apiFailure(buyer.addReview(headphones.id, { rating: 5, comment: 'Again' }));
    expect(again).toMatchObject({ status: 409, message: 'You have already reviewed this product' });
    expect((await apiFailure(anonymous.addReview(headphones.id, { rating: 5, comment: 'Hi' }))).status).toBe(
      401,
    );
  });
});
