import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  productDetailResponseSchema,
  reviewResponseSchema,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createOrderWith } from './delivered-order-test-support';

type Product = Awaited<ReturnType<typeof createProduct>>;
type User = Awaited<ReturnType<typeof createUser>>;

describe.each(databaseTargets())('product page and reviews on $name', (target) => {
  let testApp: TestApp;
  let headphones: Product;
  let inactive: Product;
  let deleted: Product;
  let admin: User;
  let buyer: User;
  let otherBuyer: User;
  let stranger: User;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { db } = testApp;
    headphones = await createProduct(db, { name: 'Aurora Headphones', salesCount: 10 });
    for (let n = 1; n <= 5; n += 1) {
      await createProduct(db, { name: `Related Speaker ${n}`, salesCount: 100 - n });
    }
    await createProduct(db, { name: 'Hidden Speaker', isActive: false, salesCount: 1000 });
    await createProduct(db, { name: 'Scarf', categorySlug: 'clothing', salesCount: 1000 });
    inactive = await createProduct(db, { name: 'Prototype Headphones', isActive: false });
    deleted = await createProduct(db, { name: 'Retired Headphones', deletedAt: new Date() });
    [admin, buyer, otherBuyer, stranger] = await Promise.all([
      createUser(testApp, { role: 'admin' }),
      createUser(testApp, { firstName: 'Grace', lastName: 'Hopper' }),
      createUser(testApp, { firstName: 'Alan', lastName: 'Turing' }),
      createUser(testApp),
    ]);
    await createOrderWith(db, buyer.user.id, [headphones.id]);
    await createOrderWith(db, otherBuyer.user.id, [headphones.id]);
    // Bought but not delivered yet: not enough to review.
    await createOrderWith(db, stranger.user.id, [headphones.id], 'shipped');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function getProduct(id: string, authorization?: string) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/products/${id}`,
      headers: authorization ? { authorization } : {},
    });
  }

  function postReview(id: string, payload: unknown, authorization?: string) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/products/${id}/reviews`,
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });
  }

  async function detail(id: string, authorization?: string) {
    const response = await getProduct(id, authorization);
    expect(response.statusCode, response.body).toBe(200);
    return productDetailResponseSchema.parse(response.json()).data;
  }

  function expectNotFound(response: Awaited<ReturnType<typeof getProduct>>) {
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      success: false,
      message: 'Product not found',
    });
  }

  it('answers the product with up to 4 related products of its category a shopper can see', async () => {
    const data = await detail(headphones.id);

    expect(data.product).toMatchObject({
      _id: headphones.id,
      name: 'Aurora Headphones',
      price: 129.99,
      reviews: [],
    });
    expect(data.relatedProducts.map((product) => product.name)).toEqual([
      'Related Speaker 1',
      'Related Speaker 2',
      'Related Speaker 3',
      'Related Speaker 4',
    ]);
    expect(data.canReview).toBe(false);
  });

  it('answers 404 for a malformed, unknown, inactive or deleted product', async () => {
    expectNotFound(await getProduct('not-a-uuid'));
    expectNotFound(await getProduct(randomUUID()));
    expectNotFound(await getProduct(inactive.id));
    expectNotFound(await getProduct(inactive.id, buyer.authorization));
    expectNotFound(await getProduct(deleted.id, admin.authorization));
  });

  it('shows an inactive product to an admin', async () => {
    const data = await detail(inactive.id, admin.authorization);
    expect(data.product).toMatchObject({ name: 'Prototype Headphones', isActive: false });
  });

  it('says who may review: delivered buyers only, until they have', async () => {
    expect((await detail(headphones.id, buyer.authorization)).canReview).toBe(true);
    expect((await detail(headphones.id, stranger.authorization)).canReview).toBe(false);
    expect((await detail(headphones.id, 'Bearer forged')).canReview).toBe(false);
  });

  it('needs a signed-in user to review', async () => {
    const response = await postReview(headphones.id, { rating: 5, comment: 'Great' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a review from someone whose order with it was not delivered', async () => {
    const response = await postReview(headphones.id, { rating: 5, comment: 'Great' }, stranger.authorization);

    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe(
      'You can only review products from your delivered orders',
    );
  });

  it('refuses an invalid rating or comment with field errors', async () => {
    const cases: [unknown, string, string][] = [
      [{ rating: 6, comment: 'Nice' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ rating: 0, comment: 'Nice' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ rating: 4.5, comment: 'Nice' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ comment: 'Nice' }, 'rating', 'Rating must be a whole number from 1 to 5'],
      [{ rating: 5, comment: '   ' }, 'comment', 'Comment is required'],
      [{ rating: 5 }, 'comment', 'Comment is required'],
      [{ rating: 5, comment: 'x'.repeat(1001) }, 'comment', 'Comment must be at most 1000 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await postReview(headphones.id, payload, buyer.authorization);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors).toEqual([{ field, message }]);
    }
  });

  it('answers 404 for a review of a malformed, unknown or inactive product', async () => {
    const review = { rating: 5, comment: 'Great' };
    expectNotFound(await postReview('42', review, buyer.authorization));
    expectNotFound(await postReview(randomUUID(), review, buyer.authorization));
    expectNotFound(await postReview(inactive.id, review, buyer.authorization));
  });

  it('takes one review per buyer and keeps the rating and count in step', async () => {
    const first = await postReview(
      headphones.id,
      { rating: 5, comment: '  Superb sound  ', userId: otherBuyer.user.id, rating_hundredths: 100 },
      buyer.authorization,
    );
    expect(first.statusCode, first.body).toBe(201);
    const { review } = reviewResponseSchema.parse(first.json()).data;
    expect(review).toMatchObject({
      rating: 5,
      comment: 'Superb sound',
      user: { firstName: 'Grace', lastName: 'Hopper' },
    });

    const again = await postReview(
      headphones.id,
      { rating: 1, comment: 'Changed my mind' },
      buyer.authorization,
    );
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).message).toBe('You have already reviewed this product');

    const second = await postReview(headphones.id, { rating: 4, comment: 'Good' }, otherBuyer.authorization);
    expect(second.statusCode).toBe(201);

    const data = await detail(headphones.id, buyer.authorization);
    expect(data.product).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(data.product.reviews.map((entry) => [entry.comment, entry.user.firstName])).toEqual([
      ['Good', 'Alan'],
      ['Superb sound', 'Grace'],
    ]);
    expect(data.canReview).toBe(false);
  });
});

describe.each(databaseTargets().filter((target) => target.name === 'postgres'))(
  'reviews under concurrency on $name',
  (target) => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp(target);
    });

    afterAll(async () => {
      await testApp?.close();
    });

    function review(productId: string, authorization: string, rating: number) {
      return testApp.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        headers: { authorization },
        payload: { rating, comment: 'At the same moment' },
      });
    }

    it('counts every review of buyers posting at once, and a double submit once', async () => {
      const product = await createProduct(testApp.db);
      const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(testApp)));
      for (const buyer of buyers) await createOrderWith(testApp.db, buyer.user.id, [product.id]);
      const [doubleSubmitter] = buyers;
      if (!doubleSubmitter) throw new Error('no buyer');

      const responses = await Promise.all([
        ...buyers.map((buyer, index) => review(product.id, buyer.authorization, (index % 5) + 1)),
        review(product.id, doubleSubmitter.authorization, 1),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        201, 201, 201, 201, 201, 201, 409,
      ]);
      const [row] = await testApp.db.select().from(products).where(eq(products.id, product.id));
      const stored = await testApp.db.select().from(reviews).where(eq(reviews.productId, product.id));
      const average = stored.reduce((sum, entry) => sum + entry.rating, 0) / stored.length;
      expect(row?.reviewCount).toBe(6);
      expect(row?.ratingHundredths).toBe(Math.round(average * 100));
    });
  },
);
