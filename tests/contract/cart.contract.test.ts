import { type ApiClient, createApiClient } from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('the cart calls through the typed client on $name', (target) => {
  let testApp: TestApp;
  let shopper: ApiClient;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createUser(testApp);
    shopper = createApiClient({ baseUrl, getToken: () => token });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('addToCart, updateCartItem, removeFromCart, clearCart and getCart each answer the cart', async () => {
    const lamp = await createProduct(testApp.db, { name: 'Lamp', stock: 4, priceCents: 24_50 });
    const mug = await createProduct(testApp.db, { name: 'Mug', stock: 9 });

    expect((await shopper.getCart()).data.cart).toEqual([]);
    const added = await shopper.addToCart({ productId: lamp.id });
    expect(added.message).toBe('Added to cart!');
    expect(added.data.cart).toEqual([
      { _id: lamp.id, quantity: 1, product: expect.objectContaining({ name: 'Lamp', price: 24.5 }) },
    ]);
    await shopper.addToCart({ productId: mug.id, quantity: 2 });
    const updated = await shopper.updateCartItem({ productId: lamp.id, quantity: 3 });
    expect(updated.data.cart.map((line) => [line.product.name, line.quantity])).toEqual([
      ['Lamp', 3],
      ['Mug', 2],
    ]);
    const removed = await shopper.removeFromCart(mug.id);
    expect(removed.data.cart.map((line) => line.product.name)).toEqual(['Lamp']);
    expect((await shopper.clearCart()).data.cart).toEqual([]);
    expect((await shopper.getCart()).data.cart).toEqual([]);
  });

  it('reports the stock limit and a line not in the cart', async () => {
    const kettle = await createProduct(testApp.db, { stock: 2 });

    expect(await apiFailure(shopper.addToCart({ productId: kettle.id, quantity: 3 }))).toMatchObject({
      status: 409,
      message: 'Only 2 items available in stock',
    });
    expect(await apiFailure(shopper.updateCartItem({ productId: kettle.id, quantity: 1 }))).toMatchObject({
      status: 404,
      message: 'Item not in cart',
    });
    expect(
      (await apiFailure(shopper.addToCart({ productId: kettle.id, quantity: 0 }))).fieldErrors(),
    ).toEqual({
      quantity: 'Quantity must be at least 1',
    });
  });
});
