import {
  cartResponseSchema,
  orderResponseSchema,
  productListResponseSchema,
  wishlistResponseSchema,
} from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload, postOrder } from '../../orders/order-test-support';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct, createUser } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, caller } from './admin-catalogue-test-support';

/* Deleting a product (and then its category) must not break anything a shopper already has. */
describe.each(databaseTargets())('deleting a product on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;
  let buyer: Awaited<ReturnType<typeof createUser>>;
  let asBuyer: ReturnType<typeof caller>;
  let asBrowser: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const people = await adminAndShopper(testApp);
    asAdmin = people.asAdmin;
    buyer = people.shopper;
    asBuyer = caller(testApp, buyer.authorization);
    asBrowser = caller(testApp, (await createUser(testApp)).authorization);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps past orders, empties carts and wishlists, and stops new sales', async () => {
    const lamp = await createProduct(testApp.db, {
      name: 'Retired Lamp',
      categorySlug: 'retired',
      priceCents: 40_00,
      stock: 10,
      images: [
        { url: '/api/images/products/retired.svg', alt: 'Lamp', public_id: 'aurora/products/retired' },
      ],
    });
    const placed = await postOrder(
      testApp,
      buyer.authorization,
      orderPayload([{ product: lamp, quantity: 2 }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponseSchema.parse(placed.json()).data.order;
    for (const shopper of [asBuyer, asBrowser]) {
      expect((await shopper('POST', '/api/cart/add', { productId: lamp.id })).statusCode).toBe(200);
      expect((await shopper('POST', '/api/user/wishlist/add', { productId: lamp.id })).statusCode).toBe(200);
    }

    expect((await asAdmin('DELETE', `/api/admin/products/${lamp.id}`)).statusCode).toBe(200);

    const pastOrder = orderResponseSchema.parse((await asBuyer('GET', `/api/orders/${order._id}`)).json())
      .data.order;
    expect(pastOrder.orderItems).toEqual([
      {
        product: lamp.id,
        name: 'Retired Lamp',
        image: '/api/images/products/retired.svg',
        price: 40,
        quantity: 2,
      },
    ]);
    expect(pastOrder.totalPrice).toBe(order.totalPrice);
    for (const shopper of [asBuyer, asBrowser]) {
      expect(cartResponseSchema.parse((await shopper('GET', '/api/cart')).json()).data.cart).toEqual([]);
      expect(
        wishlistResponseSchema.parse((await shopper('GET', '/api/user/wishlist')).json()).data.wishlist,
      ).toEqual([]);
    }
    const addAgain = await asBrowser('POST', '/api/cart/add', { productId: lamp.id });
    expect(addAgain.statusCode).toBe(404);
    const orderAgain = await postOrder(
      testApp,
      buyer.authorization,
      orderPayload([{ product: lamp, quantity: 1 }]),
    );
    expect(orderAgain.statusCode).toBe(409);
    expect((await asBrowser('GET', `/api/products/${lamp.id}`)).statusCode).toBe(404);
    const catalogue = productListResponseSchema.parse(
      (await asBrowser('GET', '/api/products?search=Retired')).json(),
    );
    expect(catalogue.data.products).toEqual([]);
  });

  it('keeps the order lines of deleted products when their category goes too', async () => {
    const mug = await createProduct(testApp.db, {
      name: 'Last Mug',
      categorySlug: 'discontinued',
      priceCents: 12_00,
    });
    const placed = await postOrder(
      testApp,
      buyer.authorization,
      orderPayload([{ product: mug, quantity: 1 }]),
    );
    const order = orderResponseSchema.parse(placed.json()).data.order;
    expect((await asAdmin('DELETE', `/api/admin/products/${mug.id}`)).statusCode).toBe(200);

    expect((await asAdmin('DELETE', `/api/admin/categories/${mug.categoryId}`)).statusCode).toBe(200);

    const pastOrder = orderResponseSchema.parse((await asBuyer('GET', `/api/orders/${order._id}`)).json())
      .data.order;
    expect(pastOrder.orderItems).toEqual([
      { product: null, name: 'Last Mug', image: '/api/images/products/test.svg', price: 12, quantity: 1 },
    ]);
  });
});
