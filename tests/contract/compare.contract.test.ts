import { type ApiClient, ApiError, createApiClient } from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createProduct } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';

describe.each(databaseTargets())('the compare call through the typed client on $name', (target) => {
  let testApp: TestApp;
  let anonymous: ApiClient;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    anonymous = createApiClient({ baseUrl: await testApp.app.listen({ port: 0, host: '127.0.0.1' }) });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('compareProducts answers the products in the order asked, for anyone', async () => {
    const alpha = await createProduct(testApp.db, { name: 'Alpha' });
    const bravo = await createProduct(testApp.db, { name: 'Bravo' });

    const { data } = await anonymous.compareProducts([bravo.id, alpha.id]);

    expect(data.products.map((product) => product.name)).toEqual(['Bravo', 'Alpha']);
  });

  it('compareProducts reports more than 4 products', async () => {
    const error = await anonymous
      .compareProducts(['a', 'b', 'c', 'd', 'e'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors()).toEqual({ productIds: 'Cannot compare more than 4 products' });
  });
});
