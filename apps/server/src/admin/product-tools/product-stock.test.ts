import { errorEnvelopeSchema, productStockResponseSchema } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, auditOf, caller, fieldErrors } from '../catalogue/admin-catalogue-test-support';

describe.each(databaseTargets())('PUT /api/admin/products/:id/stock on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;
  let asShopper: ReturnType<typeof caller>;
  let adminId: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const people = await adminAndShopper(testApp);
    asAdmin = people.asAdmin;
    asShopper = caller(testApp, people.shopper.authorization);
    adminId = people.admin.user.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('changes only the stock, answers the product and records the change from and to', async () => {
    const product = await createProduct(testApp.db, { stock: 0, priceCents: 25_00, name: 'Sold Out Lamp' });

    const response = await asAdmin('PUT', `/api/admin/products/${product.id}/stock`, {
      stock: 40,
      price: 1,
      name: 'Renamed',
    });

    expect(response.statusCode, response.body).toBe(200);
    const answer = productStockResponseSchema.parse(response.json());
    expect(answer.message).toBe('Stock updated successfully');
    expect(answer.data.product).toMatchObject({
      _id: product.id,
      stock: 40,
      price: 25,
      name: 'Sold Out Lamp',
    });
    const got = await asAdmin('GET', `/api/admin/products/${product.id}`);
    expect(got.json()).toMatchObject({ data: { product: { stock: 40, name: 'Sold Out Lamp' } } });
    expect(await auditOf(testApp.db, 'product', product.id)).toEqual([
      { actorId: adminId, action: 'product.restock', details: { from: 0, to: 40 } },
    ]);
  });

  it('refuses a stock that is not a whole number from 0', async () => {
    const product = await createProduct(testApp.db);
    for (const [stock, message] of [
      [-1, 'Stock must be at least 0'],
      [2.5, 'Stock must be a whole number'],
      ['7', 'Stock must be a whole number'],
    ] as const) {
      const response = await asAdmin('PUT', `/api/admin/products/${product.id}/stock`, { stock });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(errorEnvelopeSchema.parse(response.json()))).toEqual({ stock: message });
    }
  });

  it('is a 404 for a missing, deleted or malformed id', async () => {
    const deleted = await createProduct(testApp.db);
    expect((await asAdmin('DELETE', `/api/admin/products/${deleted.id}`)).statusCode).toBe(200);
    for (const id of ['0b7a3c3e-9f1d-4c55-8a54-5a3e8f0f5b11', deleted.id, 'not-an-id']) {
      const response = await asAdmin('PUT', `/api/admin/products/${id}/stock`, { stock: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Product not found' });
    }
  });

  it('is for administrators only', async () => {
    const product = await createProduct(testApp.db, { stock: 5 });
    const response = await asShopper('PUT', `/api/admin/products/${product.id}/stock`, { stock: 50 });
    expect(response.statusCode).toBe(403);
    expect(
      (await caller(testApp, undefined)('PUT', `/api/admin/products/${product.id}/stock`, { stock: 50 }))
        .statusCode,
    ).toBe(401);
  });
});
