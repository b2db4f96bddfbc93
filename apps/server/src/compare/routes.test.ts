import { randomUUID } from 'node:crypto';
import { compareResponseSchema, errorEnvelopeSchema } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Product = Awaited<ReturnType<typeof createProduct>>;

describe.each(databaseTargets())('POST /api/user/compare on $name', (target) => {
  let testApp: TestApp;
  let shown: Product[];
  let inactive: Product;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    shown = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) {
      shown.push(await createProduct(testApp.db, { name }));
    }
    inactive = await createProduct(testApp.db, { name: 'Hidden', isActive: false });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function compare(payload: unknown) {
    return testApp.app.inject({ method: 'POST', url: '/api/user/compare', payload: payload as object });
  }

  const ids = (...indexes: number[]) => indexes.map((index) => shown[index]?.id ?? '');

  async function compared(productIds: string[]) {
    const response = await compare({ productIds });
    expect(response.statusCode, response.body).toBe(200);
    return compareResponseSchema.parse(response.json()).data.products.map((product) => product.name);
  }

  it('answers anyone the products in the order asked', async () => {
    expect(await compared(ids(3, 0, 2, 1))).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo']);
    expect(await compared(ids(4))).toEqual(['Echo']);
  });

  it('counts a repeated product once', async () => {
    expect(await compared(ids(1, 0, 1))).toEqual(['Bravo', 'Alpha']);
  });

  it('leaves out ids that name nothing a shopper can see', async () => {
    const [alpha] = ids(0);
    expect(await compared([alpha ?? '', 'nope', randomUUID(), inactive.id])).toEqual(['Alpha']);
    expect(await compared([(alpha ?? '').toUpperCase()])).toEqual(['Alpha']);
  });

  it('refuses more than 4 products', async () => {
    const response = await compare({ productIds: ids(0, 1, 2, 3, 4) });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).errors).toEqual([
      { field: 'productIds', message: 'Cannot compare more than 4 products' },
    ]);
  });

  it('refuses an empty or missing list', async () => {
    for (const payload of [{ productIds: [] }, {}, { productIds: 'abc' }]) {
      const response = await compare(payload);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors?.map((error) => error.field)).toEqual([
        'productIds',
      ]);
    }
  });
});
