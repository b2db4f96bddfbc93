import { type ApiClient, ApiError, createApiClient } from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';

describe.each(databaseTargets())('the wishlist calls through the typed client on $name', (target) => {
  let testApp: TestApp;
  let baseUrl: string;
  let shopper: ApiClient;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createUser(testApp);
    shopper = createApiClient({ baseUrl, getToken: () => token });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('getWishlist, addToWishlist and removeFromWishlist each answer the wishlist', async () => {
    const lamp = await createProduct(testApp.db, { name: 'Lamp' });

    expect((await shopper.getWishlist()).data.wishlist).toEqual([]);
    const added = await shopper.addToWishlist({ productId: lamp.id });
    expect(added.message).toBe('Added to wishlist!');
    expect(added.data.wishlist).toEqual([expect.objectContaining({ _id: lamp.id, name: 'Lamp' })]);
    expect((await shopper.addToWishlist({ productId: lamp.id })).data.wishlist).toHaveLength(1);
    const removed = await shopper.removeFromWishlist(lamp.id);
    expect(removed).toMatchObject({ message: 'Removed from wishlist', data: { wishlist: [] } });
  });

  it('reports a signed-out caller and a missing product', async () => {
    const signedOut = createApiClient({ baseUrl });
    await expect(signedOut.getWishlist()).rejects.toMatchObject({ status: 401 });
    const missing = await shopper.addToWishlist({ productId: 'nope' }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: 'Product not found' });
  });
});
