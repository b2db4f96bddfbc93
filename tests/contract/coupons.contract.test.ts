import {
  type ApiClient,
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  couponPreviewResponseSchema,
  createApiClient,
  orderResponseSchema,
} from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../apps/server/src/db/schema';
import { orderPayload } from '../../apps/server/src/orders/order-test-support';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createCoupon, createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('discount codes through the typed client on $name', (target) => {
  let testApp: TestApp;
  let anonymous: ApiClient;
  let shopper: ApiClient;
  let shopperId: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { user, token } = await createUser(testApp);
    shopperId = user.id;
    anonymous = createApiClient({ baseUrl });
    shopper = createApiClient({ baseUrl, getToken: () => token });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it("previewCoupon prices a code on the caller's cart or on a subtotal, as the contract says", async () => {
    const product = await createProduct(testApp.db, { priceCents: 25_00 });
    await testApp.db.insert(cartItems).values({ userId: shopperId, productId: product.id, quantity: 2 });
    const coupon = await createCoupon(testApp.db, { code: 'CONTRACT10', value: 10, description: 'Ten off' });

    const onCart = couponPreviewResponseSchema.parse(await shopper.previewCoupon({ code: 'contract10' }));
    expect(onCart.data).toEqual({
      coupon: { code: coupon.code, type: 'percentage', value: 10, description: 'Ten off' },
      discount: 5,
      summary: { subtotal: 50, discount: 5, shipping: 10, tax: 3.6, total: 58.6 },
    });
    const onSubtotal = await shopper.previewCoupon({ code: coupon.code, subtotal: 200 });
    expect(onSubtotal.data.summary.total).toBe(200 - 20 + 10 + 14.4);
    // A subtotal a client worked out in floating point (3 x 16.67 is 50.010000000000005) is read in cents.
    const onSum = await shopper.previewCoupon({ code: coupon.code, subtotal: 16.67 * 3 });
    expect(onSum.data.summary.subtotal).toBe(50.01);
  });

  it('previewCoupon refuses with the status, message and field of the refusal', async () => {
    const unknown = await apiFailure(shopper.previewCoupon({ code: 'NOPE' }));
    expect([unknown.status, unknown.message, unknown.errors]).toEqual([
      404,
      COUPON_INVALID_MESSAGE,
      [{ field: 'code', message: COUPON_INVALID_MESSAGE }],
    ]);
    expect((await apiFailure(anonymous.previewCoupon({ code: 'NOPE' }))).status).toBe(401);
  });

  it('placeOrder takes a couponCode and answers its discount; a second use is refused on couponCode', async () => {
    const product = await createProduct(testApp.db, { priceCents: 40_00 });
    const coupon = await createCoupon(testApp.db, { type: 'fixed', value: 7_50 });
    const payload = orderPayload([{ product, quantity: 1 }], {
      couponCode: coupon.code,
      discountCents: 7_50,
    });

    const placed = orderResponseSchema.parse(await shopper.placeOrder(payload)).data.order;
    expect(placed).toMatchObject({
      couponCode: coupon.code,
      discountPrice: 7.5,
      taxPrice: 2.6,
      totalPrice: 45.1,
    });

    const again = await apiFailure(shopper.placeOrder(payload));
    expect([again.status, again.errors]).toEqual([
      409,
      [{ field: 'couponCode', message: COUPON_ALREADY_USED_MESSAGE }],
    ]);
  });
});
