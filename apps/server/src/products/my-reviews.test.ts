import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema, myReviewsResponseSchema } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Product = Awaited<ReturnType<typeof createProduct>>;
type User = Awaited<ReturnType<typeof createUser>>;

describe.each(databaseTargets())("a shopper's own reviews on $name", (target) => {
  let testApp: TestApp;
  let kettle: Product;
  let grinder: Product;
  let scale: Product;
  let shopper: User;
  let otherShopper: User;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { db } = testApp;
    // One after the other: the first creates the category the others share.
    kettle = await createProduct(db, { name: 'Pour-Over Kettle' });
    grinder = await createProduct(db, { name: 'Burr Grinder' });
    scale = await createProduct(db, { name: 'Coffee Scale' });
    [shopper, otherShopper] = await Promise.all([createUser(testApp), createUser(testApp)]);
    await db.insert(reviews).values([
      { productId: kettle.id, userId: shopper.user.id, rating: 4, comment: 'Pours evenly' },
      { productId: grinder.id, userId: otherShopper.user.id, rating: 2, comment: 'Too loud' },
      { productId: scale.id, userId: otherShopper.user.id, rating: 5, comment: 'Precise' },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function myReviews(productIds: string, authorization?: string) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/user/reviews?productIds=${productIds}`,
      headers: authorization ? { authorization } : {},
    });
  }

  it("answers the caller's reviews of the products asked for, and no one else's", async () => {
    const response = await myReviews(`${kettle.id},${grinder.id},${scale.id}`, shopper.authorization);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(myReviewsResponseSchema.parse(response.json()).data.reviews).toEqual([
      {
        _id: expect.any(String),
        product: kettle.id,
        rating: 4,
        comment: 'Pours evenly',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('leaves out ids that name no product, and counts a repeated one once', async () => {
    const response = await myReviews(
      `not-a-uuid,${randomUUID()},${kettle.id},${kettle.id}`,
      shopper.authorization,
    );

    expect(response.statusCode, response.body).toBe(200);
    const { reviews: mine } = myReviewsResponseSchema.parse(response.json()).data;
    expect(mine.map((review) => review.product)).toEqual([kettle.id]);
  });

  it('needs a signed-in user', async () => {
    const response = await myReviews(kettle.id);
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
  });

  it('refuses no ids, or more than one order can hold', async () => {
    const tooMany = Array.from({ length: 51 }, () => randomUUID()).join(',');
    for (const query of ['', tooMany]) {
      const response = await myReviews(query, shopper.authorization);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors).toEqual([
        {
          field: 'productIds',
          message: 'productIds must list 1 to 50 product ids, separated by commas',
        },
      ]);
    }
  });
});
