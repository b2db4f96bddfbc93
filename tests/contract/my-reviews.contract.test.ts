import { type ApiClient, createApiClient, myReviewsResponseSchema } from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWith } from '../../apps/server/src/products/delivered-order-test-support';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

type Product = Awaited<ReturnType<typeof createProduct>>;

describe.each(databaseTargets())("the shopper's own reviews through the typed client on $name", (target) => {
  let testApp: TestApp;
  let anonymous: ApiClient;
  let buyer: ApiClient;
  let kettle: Product;
  let grinder: Product;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    kettle = await createProduct(testApp.db, { name: 'Pour-Over Kettle' });
    grinder = await createProduct(testApp.db, { name: 'Burr Grinder' });
    const { user, token } = await createUser(testApp);
    await createOrderWith(testApp.db, user.id, [kettle.id, grinder.id]);
    anonymous = createApiClient({ baseUrl });
    buyer = createApiClient({ baseUrl, getToken: () => token });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('myReviews answers the review addReview saved, and nothing for a product not reviewed', async () => {
    expect((await buyer.myReviews([kettle.id, grinder.id])).data.reviews).toEqual([]);
    const { data } = await buyer.addReview(kettle.id, { rating: 4, comment: 'Pours evenly' });

    const answer = await buyer.myReviews([grinder.id, kettle.id, kettle.id]);
    expect(myReviewsResponseSchema.parse(answer).data.reviews).toEqual([
      {
        _id: data.review._id,
        product: kettle.id,
        rating: 4,
        comment: 'Pours evenly',
        createdAt: data.review.createdAt,
      },
    ]);
  });

  it('myReviews needs a signed-in shopper', async () => {
    expect((await apiFailure(anonymous.myReviews([kettle.id]))).status).toBe(401);
  });
});
