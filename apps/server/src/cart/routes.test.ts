import { randomUUID } from 'node:crypto';
import { cartResponseSchema, errorEnvelopeSchema } from '@aurora-store/api/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

type User = Awaited<ReturnType<typeof createUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets())('cart on $name', (target) => {
  let testApp: TestApp;
  // Each test shops as a user of its own (cheap: the fixtures hash one password once), so carts never meet.

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function call(method: Method, url: string, user?: User, payload?: object) {
    return testApp.app.inject({
      method,
      url,
      headers: user ? { authorization: user.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  }

  async function cartAfter(method: Method, url: string, user: User, payload?: object) {
    const response = await call(method, url, user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return cartResponseSchema.parse(response.json()).data.cart;
  }

  async function refusal(method: Method, url: string, user: User, payload?: object) {
    const response = await call(method, url, user, payload);
    return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
  }

  const quantities = (cart: { product: { name: string }; quantity: number }[]) =>
    cart.map((line) => [line.product.name, line.quantity]);

  it('needs a signed-in user for every call', async () => {
    const product = await createProduct(testApp.db);
    const calls: [Method, string, object?][] = [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/add', { productId: product.id }],
      ['PUT', '/api/cart/update', { productId: product.id, quantity: 1 }],
      ['DELETE', `/api/cart/remove/${product.id}`],
      ['DELETE', '/api/cart/clear'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }
  });

  it('adds one by default, merges lines and answers the whole cart', async () => {
    const user = await createUser(testApp);
    const lamp = await createProduct(testApp.db, { name: 'Desk Lamp', stock: 10, priceCents: 24_50 });
    const mug = await createProduct(testApp.db, { name: 'Mug', stock: 10 });

    expect(await cartAfter('GET', '/api/cart', user)).toEqual([]);
    await cartAfter('POST', '/api/cart/add', user, { productId: lamp.id });
    await cartAfter('POST', '/api/cart/add', user, { productId: mug.id, quantity: 2 });
    const cart = await cartAfter('POST', '/api/cart/add', user, { productId: lamp.id, quantity: 3 });

    expect(quantities(cart)).toEqual([
      ['Desk Lamp', 4],
      ['Mug', 2],
    ]);
    expect(cart[0]).toMatchObject({ _id: lamp.id, product: { _id: lamp.id, price: 24.5, stock: 10 } });
  });

  it('never goes above stock, saying how many there are', async () => {
    const user = await createUser(testApp);
    const kettle = await createProduct(testApp.db, { name: 'Kettle', stock: 5 });
    const soldOut = await createProduct(testApp.db, { name: 'Sold out', stock: 0 });

    expect(await refusal('POST', '/api/cart/add', user, { productId: kettle.id, quantity: 6 })).toEqual({
      status: 409,
      body: { success: false, message: 'Only 5 items available in stock' },
    });
    await cartAfter('POST', '/api/cart/add', user, { productId: kettle.id, quantity: 4 });
    expect(await refusal('POST', '/api/cart/add', user, { productId: kettle.id, quantity: 2 })).toEqual({
      status: 409,
      body: { success: false, message: 'Only 5 items available in stock' },
    });
    expect(await refusal('PUT', '/api/cart/update', user, { productId: kettle.id, quantity: 6 })).toEqual({
      status: 409,
      body: { success: false, message: 'Only 5 items available in stock' },
    });
    expect(await refusal('POST', '/api/cart/add', user, { productId: soldOut.id })).toEqual({
      status: 409,
      body: { success: false, message: 'Product is out of stock' },
    });
    expect(quantities(await cartAfter('GET', '/api/cart', user))).toEqual([['Kettle', 4]]);
  });

  it('takes only a product id and a quantity from the body: never a price or stock', async () => {
    const user = await createUser(testApp);
    const chair = await createProduct(testApp.db, { name: 'Chair', stock: 3, priceCents: 150_00 });

    const cart = await cartAfter('POST', '/api/cart/add', user, {
      productId: chair.id,
      quantity: 1,
      price: 0.01,
      stock: 1000,
    });

    expect(cart[0]?.product).toMatchObject({ price: 150, stock: 3 });
    const [stored] = await testApp.db.select().from(products).where(eq(products.id, chair.id));
    expect(stored).toMatchObject({ priceCents: 150_00, stock: 3 });
  });

  it('refuses a quantity that is not a whole number of at least 1 when adding', async () => {
    const user = await createUser(testApp);
    const product = await createProduct(testApp.db);
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const { status, body } = await refusal('POST', '/api/cart/add', user, {
        productId: product.id,
        quantity,
      });
      expect(status).toBe(400);
      expect(body.errors?.map((error) => error.field)).toEqual(['quantity']);
    }
    const { status, body } = await refusal('POST', '/api/cart/add', user, {});
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.field)).toEqual(['productId']);
  });

  it('answers 404 for a malformed, unknown, inactive or deleted product', async () => {
    const user = await createUser(testApp);
    const inactive = await createProduct(testApp.db, { isActive: false });
    const deleted = await createProduct(testApp.db, { deletedAt: new Date() });
    for (const productId of ['nope', randomUUID(), inactive.id, deleted.id]) {
      expect(await refusal('POST', '/api/cart/add', user, { productId })).toEqual({
        status: 404,
        body: { success: false, message: 'Product not found' },
      });
      expect((await refusal('PUT', '/api/cart/update', user, { productId, quantity: 1 })).status).toBe(404);
    }
    expect((await refusal('DELETE', '/api/cart/remove/nope', user)).status).toBe(404);
  });

  it('sets a quantity, removes a line at 0, and refuses a line not in the cart', async () => {
    const user = await createUser(testApp);
    const pen = await createProduct(testApp.db, { name: 'Pen', stock: 20 });
    const ink = await createProduct(testApp.db, { name: 'Ink', stock: 20 });
    await cartAfter('POST', '/api/cart/add', user, { productId: pen.id, quantity: 2 });
    await cartAfter('POST', '/api/cart/add', user, { productId: ink.id });

    expect(
      quantities(await cartAfter('PUT', '/api/cart/update', user, { productId: pen.id, quantity: 7 })),
    ).toEqual([
      ['Pen', 7],
      ['Ink', 1],
    ]);
    expect(
      quantities(await cartAfter('PUT', '/api/cart/update', user, { productId: pen.id, quantity: 0 })),
    ).toEqual([['Ink', 1]]);
    expect(await refusal('PUT', '/api/cart/update', user, { productId: pen.id, quantity: 3 })).toEqual({
      status: 404,
      body: { success: false, message: 'Item not in cart' },
    });
    expect((await refusal('PUT', '/api/cart/update', user, { productId: ink.id, quantity: -1 })).status).toBe(
      400,
    );
  });

  it('removes one line or clears all; removing a line not there changes nothing', async () => {
    const user = await createUser(testApp);
    const a = await createProduct(testApp.db, { name: 'A' });
    const b = await createProduct(testApp.db, { name: 'B' });
    await cartAfter('POST', '/api/cart/add', user, { productId: a.id });
    await cartAfter('POST', '/api/cart/add', user, { productId: b.id });

    expect(quantities(await cartAfter('DELETE', `/api/cart/remove/${a.id}`, user))).toEqual([['B', 1]]);
    expect(quantities(await cartAfter('DELETE', `/api/cart/remove/${a.id}`, user))).toEqual([['B', 1]]);
    expect(await cartAfter('DELETE', '/api/cart/clear', user)).toEqual([]);
    expect(await cartAfter('GET', '/api/cart', user)).toEqual([]);
  });

  it("keeps every shopper's cart their own", async () => {
    const [owner, other] = await Promise.all([createUser(testApp), createUser(testApp)]);
    const rug = await createProduct(testApp.db, { name: 'Rug' });
    await cartAfter('POST', '/api/cart/add', owner, { productId: rug.id, quantity: 2 });

    expect(await cartAfter('GET', '/api/cart', other)).toEqual([]);
    await cartAfter('DELETE', `/api/cart/remove/${rug.id}`, other);
    await cartAfter('DELETE', '/api/cart/clear', other);
    expect((await refusal('PUT', '/api/cart/update', other, { productId: rug.id, quantity: 1 })).status).toBe(
      404,
    );
    expect(quantities(await cartAfter('GET', '/api/cart', owner))).toEqual([['Rug', 2]]);
    await cartAfter('DELETE', '/api/cart/clear', owner);
  });

  it('drops, and forgets, a line whose product left the shop', async () => {
    const user = await createUser(testApp);
    const vase = await createProduct(testApp.db, { name: 'Vase' });
    const bowl = await createProduct(testApp.db, { name: 'Bowl' });
    await cartAfter('POST', '/api/cart/add', user, { productId: vase.id });
    await cartAfter('POST', '/api/cart/add', user, { productId: bowl.id });
    await testApp.db.update(products).set({ isActive: false }).where(eq(products.id, vase.id));

    expect(quantities(await cartAfter('GET', '/api/cart', user))).toEqual([['Bowl', 1]]);
    const stored = await testApp.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, user.user.id), eq(cartItems.productId, vase.id)));
    expect(stored).toEqual([]);
  });
});

describe.each(databaseTargets().filter((target) => target.name === 'postgres'))(
  'cart under concurrency on $name',
  (target) => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp(target);
    });

    afterAll(async () => {
      await testApp?.close();
    });

    function add(authorization: string, productId: string, quantity: number) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { authorization },
        payload: { productId, quantity },
      });
    }

    async function storedQuantity(userId: string, productId: string) {
      const [line] = await testApp.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
      return line?.quantity;
    }

    it('two adds at once cannot together pass the stock', async () => {
      const { user, authorization } = await createUser(testApp);
      const product = await createProduct(testApp.db, { stock: 5 });

      const responses = await Promise.all([
        add(authorization, product.id, 3),
        add(authorization, product.id, 3),
      ]);

      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await storedQuantity(user.id, product.id)).toBe(3);
    });

    it('many adds at once stop exactly at the stock', async () => {
      const { user, authorization } = await createUser(testApp);
      const product = await createProduct(testApp.db, { stock: 5 });

      const responses = await Promise.all(
        Array.from({ length: 12 }, () => add(authorization, product.id, 1)),
      );

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(7);
      expect(await storedQuantity(user.id, product.id)).toBe(5);
    });
  },
);
