import {
  centsToDollars,
  errorEnvelopeSchema,
  orderResponseSchema,
  orderSummary,
  PRICES_CHANGED_MESSAGE,
} from '@aurora-store/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, categories, orders, products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createCategory, createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ORDER_NUMBER_PATTERN } from './order-number';
import { orderPayload, postOrder, stockOf } from './order-test-support';

type Shopper = Awaited<ReturnType<typeof createUser>>;

describe.each(databaseTargets())('POST /api/orders on $name', (target) => {
  let testApp: TestApp;
  let shopper: Shopper;
  let otherShopper: Shopper;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    shopper = await createUser(testApp, { firstName: 'Grace', lastName: 'Hopper' });
    otherShopper = await createUser(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function post(payload: unknown) {
    return postOrder(testApp, shopper.authorization, payload);
  }

  const productNow = (id: string) => stockOf(testApp.db, id);

  async function orderCount(userId: string) {
    const [row] = await testApp.db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
    return row?.total ?? 0;
  }

  function refusal(response: { statusCode: number; json: () => unknown }) {
    return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
  }

  it('places the order at the catalogue prices and takes the stock', async () => {
    const headphones = await createProduct(testApp.db, {
      name: 'Aurora Headphones',
      priceCents: 129_99,
      stock: 5,
    });
    const cable = await createProduct(testApp.db, {
      name: 'Braided Cable',
      priceCents: 24_50,
      stock: 10,
      images: [],
    });
    const kept = await createProduct(testApp.db, { name: 'Desk Lamp' });
    await testApp.db.insert(cartItems).values([
      { userId: shopper.user.id, productId: headphones.id, quantity: 2 },
      { userId: shopper.user.id, productId: cable.id, quantity: 1 },
      { userId: shopper.user.id, productId: kept.id, quantity: 1 },
    ]);
    const payload = orderPayload([
      { product: headphones, quantity: 2 },
      { product: cable, quantity: 1 },
    ]);
    // A client that lies about a line's price but shows the right totals still pays the catalogue price.
    const forgedLines = payload.orderItems.map((line) => ({ ...line, price: 0.01, name: 'Free stuff' }));

    const response = await post({ ...payload, orderItems: forgedLines });

    expect(response.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(response.json()).data;
    const summary = orderSummary([
      { priceCents: 129_99, quantity: 2 },
      { priceCents: 24_50, quantity: 1 },
    ]);
    expect(order).toMatchObject({
      status: 'pending',
      isPaid: false,
      paidAt: null,
      deliveredAt: null,
      itemsPrice: centsToDollars(summary.subtotalCents),
      taxPrice: centsToDollars(summary.taxCents),
      shippingPrice: 10,
      totalPrice: centsToDollars(summary.totalCents),
      paymentMethod: 'stripe',
      user: { _id: shopper.user.id, firstName: 'Grace', lastName: 'Hopper', email: shopper.user.email },
      shippingAddress: payload.shippingAddress,
      billingAddress: payload.billingAddress,
    });
    expect(order.totalPrice).toBe(317.24);
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.orderItems).toEqual([
      {
        product: headphones.id,
        name: 'Aurora Headphones',
        image: headphones.images[0]?.url,
        price: 129.99,
        quantity: 2,
      },
      { product: cable.id, name: 'Braided Cable', image: '', price: 24.5, quantity: 1 },
    ]);
    expect(order.timeline).toEqual([{ type: 'placed', status: 'pending', at: order.createdAt }]);
    expect(await productNow(headphones.id)).toEqual({ stock: 3, salesCount: 2 });
    expect(await productNow(cable.id)).toEqual({ stock: 9, salesCount: 1 });
    const cart = await testApp.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id));
    expect(cart.map((line) => line.productId)).toEqual([kept.id]);
  });

  it('gives every order its own number', async () => {
    const product = await createProduct(testApp.db, { stock: 10 });
    const first = orderResponseSchema.parse((await post(orderPayload([{ product, quantity: 1 }]))).json());
    const second = orderResponseSchema.parse((await post(orderPayload([{ product, quantity: 1 }]))).json());
    expect(first.data.order.orderNumber).not.toBe(second.data.order.orderNumber);
  });

  it('accepts totals a cent off from rounding, and charges its own', async () => {
    const product = await createProduct(testApp.db, { priceCents: 19_99 });
    const payload = orderPayload([{ product, quantity: 1 }]);

    const response = await post({
      ...payload,
      taxPrice: payload.taxPrice + 0.01,
      totalPrice: payload.totalPrice - 0.01,
    });

    expect(response.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(response.json()).data;
    expect({ tax: order.taxPrice, total: order.totalPrice }).toEqual({
      tax: payload.taxPrice,
      total: payload.totalPrice,
    });
  });

  it.each([
    ['total', { totalPrice: 0.01 }],
    ['total two cents low', 'two-cents'],
    ['tax', { taxPrice: 0 }],
    ['shipping', { shippingPrice: 0 }],
  ] as const)('refuses a forged %s with 409 and changes nothing', async (_name, forgery) => {
    const product = await createProduct(testApp.db, { priceCents: 500_00, stock: 4 });
    await testApp.db
      .insert(cartItems)
      .values({ userId: shopper.user.id, productId: product.id, quantity: 1 });
    const payload = orderPayload([{ product, quantity: 1 }]);
    const forged =
      forgery === 'two-cents' ? { totalPrice: Math.round(payload.totalPrice * 100 - 2) / 100 } : forgery;
    const ordersBefore = await orderCount(shopper.user.id);

    const response = await post({ ...payload, ...forged });

    expect(refusal(response)).toEqual({
      status: 409,
      body: { success: false, message: PRICES_CHANGED_MESSAGE },
    });
    expect(await productNow(product.id)).toEqual({ stock: 4, salesCount: 0 });
    expect(await orderCount(shopper.user.id)).toBe(ordersBefore);
    const cart = await testApp.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(cart).toHaveLength(1);
  });

  it('refuses an inactive, a deleted, a hidden category’s and a missing product with 409', async () => {
    const inStock = await createProduct(testApp.db, { stock: 5 });
    const inactive = await createProduct(testApp.db, { name: 'Retired Radio', isActive: false });
    const deleted = await createProduct(testApp.db, { name: 'Gone Gadget', deletedAt: new Date() });
    const shed = await createCategory(testApp.db, 'shed');
    const hidden = await createProduct(testApp.db, { name: 'Shed Lantern', categorySlug: 'shed', stock: 5 });
    await testApp.db.update(categories).set({ isActive: false }).where(eq(categories.id, shed.id));

    for (const [product, message] of [
      [inactive, 'Product Retired Radio is no longer available'],
      [deleted, 'Product Gone Gadget is no longer available'],
      // Its category switched off, the catalogue, the cart and the product page no longer show it.
      [hidden, 'Product Shed Lantern is no longer available'],
    ] as const) {
      const response = await post(
        orderPayload([
          { product: inStock, quantity: 1 },
          { product, quantity: 1 },
        ]),
      );
      expect(refusal(response)).toEqual({
        status: 409,
        body: { success: false, message, errors: [{ field: 'orderItems.1.product', message }] },
      });
    }
    for (const missingId of ['00000000-0000-4000-8000-000000000000', 'not-a-product-id']) {
      const payload = orderPayload([{ product: inStock, quantity: 1 }]);
      const lines = payload.orderItems.map((line) => ({ ...line, product: missingId }));
      const response = await post({ ...payload, orderItems: lines });
      expect(response.statusCode).toBe(409);
      expect(refusal(response).body.message).toBe('A product in your order is no longer available');
    }
    expect(await productNow(inStock.id)).toEqual({ stock: 5, salesCount: 0 });
    expect(await productNow(hidden.id)).toEqual({ stock: 5, salesCount: 0 });
  });

  it('refuses more than the stock with 409 and takes no stock from any line', async () => {
    // The plentiful product's id sorts first, so its stock is taken before the short line fails.
    const [plenty, short] = [await createProduct(testApp.db), await createProduct(testApp.db)].sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    if (!plenty || !short) throw new Error('products missing');
    await testApp.db.update(products).set({ stock: 10 }).where(eq(products.id, plenty.id));
    await testApp.db.update(products).set({ stock: 1 }).where(eq(products.id, short.id));
    const soldOut = await createProduct(testApp.db, { stock: 0 });

    const tooMany = await post(
      orderPayload([
        { product: short, quantity: 3 },
        { product: plenty, quantity: 2 },
      ]),
    );
    expect(refusal(tooMany)).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'Only 1 items available in stock',
        errors: [{ field: 'orderItems.0.quantity', message: 'Only 1 items available in stock' }],
      },
    });
    expect(await productNow(plenty.id)).toEqual({ stock: 10, salesCount: 0 });
    expect(await productNow(short.id)).toEqual({ stock: 1, salesCount: 0 });

    const none = await post(orderPayload([{ product: soldOut, quantity: 1 }]));
    expect(refusal(none).status).toBe(409);
    expect(refusal(none).body.message).toBe('Product is out of stock');
  });

  it('merges lines of the same product into one', async () => {
    const product = await createProduct(testApp.db, { priceCents: 10_00, stock: 5 });
    const payload = orderPayload([
      { product, quantity: 1 },
      { product, quantity: 2 },
    ]);
    // The same id in capitals names the same product.
    const lines = payload.orderItems.map((line, index) =>
      index === 1 ? { ...line, product: line.product.toUpperCase() } : line,
    );

    const response = await post({ ...payload, orderItems: lines });

    expect(response.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(response.json()).data;
    expect(order.orderItems).toEqual([
      expect.objectContaining({ product: product.id, quantity: 3, price: 10 }),
    ]);
    expect(order.itemsPrice).toBe(30);
    expect(await productNow(product.id)).toEqual({ stock: 2, salesCount: 3 });
  });

  it('takes nothing from a shopper but ids, quantities, addresses and the shown totals', async () => {
    const product = await createProduct(testApp.db);
    const payload = orderPayload([{ product, quantity: 1 }]);

    const response = await post({
      ...payload,
      isPaid: true,
      paidAt: '2020-01-01T00:00:00.000Z',
      status: 'delivered',
      user: otherShopper.user.id,
      orderNumber: 'AUR-MINE',
      itemsPrice: 0,
    });

    expect(response.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(response.json()).data;
    expect(order).toMatchObject({ status: 'pending', isPaid: false, paidAt: null, itemsPrice: 129.99 });
    expect(order.user._id).toBe(shopper.user.id);
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('answers 401 without a valid token, before looking at the body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
  });
});
