import {
  ADMIN_ANALYTICS_PATH,
  adminAnalyticsResponseSchema,
  adminOrderPaymentPath,
  adminOrderStatusPath,
  COUPON_PREVIEW_PATH,
  couponPreviewResponseSchema,
  errorEnvelopeSchema,
  orderResponseSchema,
  PRICES_CHANGED_MESSAGE,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, coupons, orders } from '../db/schema';
import { orderPayload, postOrder } from '../orders/order-test-support';
import { databaseTargets } from '../test-support/database-targets';
import { createCoupon, createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Shopper = Awaited<ReturnType<typeof createUser>>;

const day = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('discount codes at checkout on $name', (target) => {
  let testApp: TestApp;
  let admin: Shopper;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    admin = await createUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const preview = (shopper: Shopper, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: COUPON_PREVIEW_PATH,
      headers: { authorization: shopper.authorization },
      payload: body as Record<string, unknown>,
    });

  const usedCount = async (couponId: string) => {
    const [row] = await testApp.db
      .select({ usedCount: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    return row?.usedCount;
  };

  const setStatus = (orderId: string, status: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: adminOrderStatusPath(orderId),
      headers: { authorization: admin.authorization },
      payload: { status },
    });

  it("prices a code on the caller's cart, whatever its case, with tax on the discounted subtotal", async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 40_00 });
    await testApp.db
      .insert(cartItems)
      .values({ userId: shopper.user.id, productId: product.id, quantity: 3 });
    const coupon = await createCoupon(testApp.db, {
      code: 'AUTUMN15',
      value: 15,
      description: 'Autumn sale',
    });

    const response = await preview(shopper, { code: '  autumn15 ' });

    expect(response.statusCode).toBe(200);
    expect(couponPreviewResponseSchema.parse(response.json()).data).toEqual({
      coupon: { code: 'AUTUMN15', type: 'percentage', value: 15, description: 'Autumn sale' },
      discount: 18,
      summary: { subtotal: 120, discount: 18, shipping: 10, tax: 8.16, total: 120.16 },
    });
    expect(await usedCount(coupon.id)).toBe(0);
  });

  it('prices a code on a given subtotal, a fixed amount capped by the subtotal and by maximumDiscount', async () => {
    const shopper = await createUser(testApp);
    const fixed = await createCoupon(testApp.db, { type: 'fixed', value: 25_00 });
    const capped = await createCoupon(testApp.db, { value: 50, maximumDiscountCents: 30_00 });

    const small = couponPreviewResponseSchema.parse(
      (await preview(shopper, { code: fixed.code, subtotal: 19.99 })).json(),
    );
    expect(small.data.summary).toEqual({ subtotal: 19.99, discount: 19.99, shipping: 10, tax: 0, total: 10 });
    const big = couponPreviewResponseSchema.parse(
      (await preview(shopper, { code: capped.code, subtotal: 200 })).json(),
    );
    expect(big.data.discount).toBe(30);
    expect(big.data.summary.tax).toBe(13.6);
  });

  it('says why a code does not apply, on the code field, with a fitting status', async () => {
    const shopper = await createUser(testApp);
    const cases: [Partial<typeof coupons.$inferInsert>, number, string][] = [
      [{ isActive: false }, 404, 'This coupon code is not valid'],
      [
        { validFrom: new Date(Date.now() - 30 * day), validUntil: new Date(Date.now() - day) },
        400,
        'This coupon has expired',
      ],
      [
        { validFrom: new Date(Date.now() + day), validUntil: new Date(Date.now() + 30 * day) },
        400,
        'This coupon is not valid yet',
      ],
      [{ minimumAmountCents: 100_00 }, 400, 'Add $12.50 more to use this coupon'],
      [{ usageLimit: 3, usedCount: 3 }, 409, 'This coupon has been fully used'],
    ];
    for (const [fields, status, message] of cases) {
      const coupon = await createCoupon(testApp.db, fields);
      const response = await preview(shopper, { code: coupon.code, subtotal: 87.5 });
      expect({ status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) }).toEqual({
        status,
        body: { success: false, message, errors: [{ field: 'code', message }] },
      });
    }
    const unknown = await preview(shopper, { code: 'NO-SUCH-CODE', subtotal: 87.5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This coupon code is not valid' });
    const blank = await preview(shopper, { code: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: [{ field: 'code', message: 'Enter a discount code' }] });
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: COUPON_PREVIEW_PATH,
      payload: { code: 'X' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('places an order with a code: the discount kept, tax on what remains, one use counted', async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 33_33, stock: 10 });
    const coupon = await createCoupon(testApp.db, { code: 'TENOFF', value: 10 });

    const response = await postOrder(
      testApp,
      shopper.authorization,
      orderPayload([{ product, quantity: 3 }], { couponCode: 'tenoff', discountCents: 10_00 }),
    );

    expect(response.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({
      couponCode: 'TENOFF',
      itemsPrice: 99.99,
      discountPrice: 10,
      taxPrice: 7.2,
      shippingPrice: 10,
      totalPrice: 107.19,
    });
    expect(await usedCount(coupon.id)).toBe(1);
    const [row] = await testApp.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ couponId: coupon.id, couponCode: 'TENOFF', discountCents: 10_00 });

    // Once paid, the analytics count what the code took off the period's revenue.
    const asAdmin = { authorization: admin.authorization };
    const before = adminAnalyticsResponseSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: `${ADMIN_ANALYTICS_PATH}?days=7`, headers: asAdmin })
      ).json(),
    ).data;
    const paid = await testApp.app.inject({
      method: 'PUT',
      url: adminOrderPaymentPath(order._id),
      headers: asAdmin,
      payload: { isPaid: true },
    });
    expect(paid.statusCode).toBe(200);
    const after = adminAnalyticsResponseSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: `${ADMIN_ANALYTICS_PATH}?days=7`, headers: asAdmin })
      ).json(),
    ).data;
    expect(Math.round((after.discounts.current - before.discounts.current) * 100)).toBe(10_00);
    expect(Math.round((after.revenue.current - before.revenue.current) * 100)).toBe(107_19);

    // The admin's order export and the sales report carry the discount and the code beside the subtotal.
    for (const url of [
      `/api/admin/orders/export.csv?search=${order.orderNumber}`,
      '/api/admin/reports/sales.csv?days=7',
    ]) {
      const csv = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { authorization: admin.authorization },
      });
      const [header = '', ...records] = csv.body.trim().split('\r\n');
      const columns = header.split(',');
      const record = records.find((line) => line.startsWith(order.orderNumber))?.split(',') ?? [];
      expect(record[columns.indexOf('Subtotal')]).toBe('99.99');
      expect(record[columns.indexOf('Discount')]).toBe('10.00');
      expect(record[columns.indexOf('Coupon Code')]).toBe('TENOFF');
      expect(record[columns.indexOf('Total')]).toBe('107.19');
    }
  });

  it('keeps an order without a code exactly as the spec prices it', async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 50_00 });

    const response = await postOrder(
      testApp,
      shopper.authorization,
      orderPayload([{ product, quantity: 2 }]),
    );

    expect(response.statusCode).toBe(201);
    expect(orderResponseSchema.parse(response.json()).data.order).toMatchObject({
      couponCode: null,
      discountPrice: 0,
      itemsPrice: 100,
      taxPrice: 8,
      totalPrice: 118,
    });
  });

  it('refuses an order whose code stopped applying since the preview, with the reason and nothing placed', async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 80_00 });
    const coupon = await createCoupon(testApp.db, { value: 20 });
    const payload = orderPayload([{ product, quantity: 1 }], {
      couponCode: coupon.code,
      discountCents: 16_00,
    });
    await testApp.db
      .update(coupons)
      .set({ validUntil: new Date(Date.now() - 1000), validFrom: new Date(Date.now() - day) })
      .where(eq(coupons.id, coupon.id));

    const response = await postOrder(testApp, shopper.authorization, payload);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'This coupon has expired',
      errors: [{ field: 'couponCode', message: 'This coupon has expired' }],
    });
    expect(await testApp.db.select().from(orders).where(eq(orders.userId, shopper.user.id))).toHaveLength(0);
  });

  it('refuses an order whose shown totals leave out the discount, or claim one without a code', async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 80_00 });
    const coupon = await createCoupon(testApp.db, { value: 20 });
    const undiscounted = { ...orderPayload([{ product, quantity: 1 }]), couponCode: coupon.code };
    const { couponCode: _dropped, ...discountedWithoutCode } = orderPayload([{ product, quantity: 1 }], {
      couponCode: coupon.code,
      discountCents: 16_00,
    });

    for (const payload of [undiscounted, discountedWithoutCode]) {
      const response = await postOrder(testApp, shopper.authorization, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: PRICES_CHANGED_MESSAGE });
    }
    expect(await usedCount(coupon.id)).toBe(0);
  });

  it('refuses a second use by the same shopper, and a cancel gives the use back once', async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 10_00, stock: 10 });
    const coupon = await createCoupon(testApp.db, { value: 10, usageLimit: 5 });
    const payload = orderPayload([{ product, quantity: 1 }], {
      couponCode: coupon.code,
      discountCents: 1_00,
    });

    const first = await postOrder(testApp, shopper.authorization, payload);
    expect(first.statusCode).toBe(201);
    const second = await postOrder(testApp, shopper.authorization, payload);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'You have already used this coupon' });
    expect(await usedCount(coupon.id)).toBe(1);

    const orderId = orderResponseSchema.parse(first.json()).data.order._id;
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect(await usedCount(coupon.id)).toBe(0);

    const again = await postOrder(testApp, shopper.authorization, payload);
    expect(again.statusCode).toBe(201);
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it('counts the last use once when five shoppers claim it at the same moment', async () => {
    const product = await createProduct(testApp.db, { priceCents: 20_00, stock: 50 });
    const coupon = await createCoupon(testApp.db, { type: 'fixed', value: 5_00, usageLimit: 1 });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => createUser(testApp)));
    const payload = orderPayload([{ product, quantity: 1 }], {
      couponCode: coupon.code,
      discountCents: 5_00,
    });

    const responses = await Promise.all(
      shoppers.map((shopper) => postOrder(testApp, shopper.authorization, payload)),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ message: 'This coupon has been fully used' });
    }
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it('gives one shopper racing two orders with a once-per-shopper code only one of them', async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 20_00, stock: 50 });
    const coupon = await createCoupon(testApp.db, { value: 10 });
    const payload = orderPayload([{ product, quantity: 1 }], {
      couponCode: coupon.code,
      discountCents: 2_00,
    });

    const responses = await Promise.all([
      postOrder(testApp, shopper.authorization, payload),
      postOrder(testApp, shopper.authorization, payload),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it('answers a retried submit with its first order, even when the retry raced it for the one use', async () => {
    const shopper = await createUser(testApp);
    const product = await createProduct(testApp.db, { priceCents: 20_00, stock: 50 });
    const coupon = await createCoupon(testApp.db, { value: 10 });
    const payload = orderPayload([{ product, quantity: 1 }], {
      couponCode: coupon.code,
      discountCents: 2_00,
    });

    const responses = await Promise.all(
      Array.from({ length: 3 }, () => postOrder(testApp, shopper.authorization, payload, 'same-click')),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(
      responses.map((response) => orderResponseSchema.parse(response.json()).data.order._id),
    );
    expect(ids.size).toBe(1);
    expect(await usedCount(coupon.id)).toBe(1);
  });
});
