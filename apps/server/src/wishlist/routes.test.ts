import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema, wishlistResponseSchema } from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

type User = Awaited<ReturnType<typeof createUser>>;
type Method = 'GET' | 'POST' | 'DELETE';

describe.each(databaseTargets())('wishlist on $name', (target) => {
  let testApp: TestApp;

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

  async function wishlistAfter(method: Method, url: string, user: User, payload?: object) {
    const response = await call(method, url, user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return wishlistResponseSchema.parse(response.json());
  }

  const names = (answer: { data: { wishlist: { name: string }[] } }) =>
    answer.data.wishlist.map((product) => product.name);

  it('needs a signed-in user for every call', async () => {
    const product = await createProduct(testApp.db);
    expect((await call('GET', '/api/user/wishlist')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/user/wishlist/add', undefined, { productId: product.id })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/api/user/wishlist/remove/${product.id}`)).statusCode).toBe(401);
  });

  it('adds products, most recent first, and adding twice is harmless', async () => {
    const user = await createUser(testApp);
    const lamp = await createProduct(testApp.db, { name: 'Lamp' });
    const rug = await createProduct(testApp.db, { name: 'Rug' });

    expect(names(await wishlistAfter('GET', '/api/user/wishlist', user))).toEqual([]);
    const added = await wishlistAfter('POST', '/api/user/wishlist/add', user, { productId: lamp.id });
    expect(added.message).toBe('Added to wishlist!');
    await wishlistAfter('POST', '/api/user/wishlist/add', user, { productId: rug.id });
    const again = await wishlistAfter('POST', '/api/user/wishlist/add', user, { productId: lamp.id });

    expect(names(again)).toEqual(['Rug', 'Lamp']);
    expect(again.data.wishlist[0]).toMatchObject({ _id: rug.id, id: rug.id, price: 129.99 });
  });

  it('removes a product; removing one not there changes nothing', async () => {
    const user = await createUser(testApp);
    const lamp = await createProduct(testApp.db, { name: 'Lamp' });
    await wishlistAfter('POST', '/api/user/wishlist/add', user, { productId: lamp.id });

    const removed = await wishlistAfter('DELETE', `/api/user/wishlist/remove/${lamp.id}`, user);
    expect(removed.message).toBe('Removed from wishlist');
    expect(names(removed)).toEqual([]);
    expect(names(await wishlistAfter('DELETE', `/api/user/wishlist/remove/${lamp.id}`, user))).toEqual([]);
  });

  it('answers 404 for a malformed, unknown or inactive product, and 400 without an id', async () => {
    const user = await createUser(testApp);
    const inactive = await createProduct(testApp.db, { isActive: false });
    for (const productId of ['nope', randomUUID(), inactive.id]) {
      const response = await call('POST', '/api/user/wishlist/add', user, { productId });
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Product not found');
    }
    expect((await call('DELETE', '/api/user/wishlist/remove/nope', user)).statusCode).toBe(404);
    const missing = await call('POST', '/api/user/wishlist/add', user, {});
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).errors?.map((error) => error.field)).toEqual([
      'productId',
    ]);
  });

  it('shows only products a shopper can see, and shows one again when it returns', async () => {
    const user = await createUser(testApp);
    const vase = await createProduct(testApp.db, { name: 'Vase' });
    await wishlistAfter('POST', '/api/user/wishlist/add', user, { productId: vase.id });

    await testApp.db.update(products).set({ isActive: false }).where(eq(products.id, vase.id));
    expect(names(await wishlistAfter('GET', '/api/user/wishlist', user))).toEqual([]);
    await testApp.db.update(products).set({ isActive: true }).where(eq(products.id, vase.id));
    expect(names(await wishlistAfter('GET', '/api/user/wishlist', user))).toEqual(['Vase']);
  });

  it("keeps every shopper's wishlist their own", async () => {
    const [owner, other] = await Promise.all([createUser(testApp), createUser(testApp)]);
    const clock = await createProduct(testApp.db, { name: 'Clock' });
    await wishlistAfter('POST', '/api/user/wishlist/add', owner, { productId: clock.id });

    expect(names(await wishlistAfter('GET', '/api/user/wishlist', other))).toEqual([]);
    await wishlistAfter('DELETE', `/api/user/wishlist/remove/${clock.id}`, other);
    expect(names(await wishlistAfter('GET', '/api/user/wishlist', owner))).toEqual(['Clock']);
    const stored = await testApp.db.select().from(wishlistItems).where(eq(wishlistItems.productId, clock.id));
    expect(stored.map((entry) => entry.userId)).toEqual([owner.user.id]);
  });
});
