import {
  type AdminApi,
  createAdminApi,
  createApiClient,
  PRODUCT_CSV_COLUMNS,
  PRODUCTS_EXPORT_FILE_NAME,
  SKU_TAKEN_MESSAGE,
} from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createCategory, createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('the catalogue tools through the typed client on $name', (target) => {
  let testApp: TestApp;
  let admin: AdminApi;
  let shopper: AdminApi;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const [adminUser, shopperUser] = await Promise.all([
      createUser(testApp, { role: 'admin' }),
      createUser(testApp, { email: 'shopper@tools.contract.test' }),
    ]);
    admin = createAdminApi(createApiClient({ baseUrl, getToken: () => adminUser.token }));
    shopper = createAdminApi(createApiClient({ baseUrl, getToken: () => shopperUser.token }));
    await createCategory(testApp.db, 'home');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('updateProductStock restocks in place', async () => {
    const product = await createProduct(testApp.db, { categorySlug: 'home', stock: 0 });

    const answer = await admin.updateProductStock(product.id, 25);

    expect(answer).toMatchObject({ message: 'Stock updated successfully', data: { product: { stock: 25 } } });
    expect((await apiFailure(admin.updateProductStock(product.id, -1))).fieldErrors()).toEqual({
      stock: 'Stock must be at least 0',
    });
    expect((await apiFailure(admin.updateProductStock('missing', 1))).status).toBe(404);
    expect((await apiFailure(shopper.updateProductStock(product.id, 1))).status).toBe(403);
  });

  it('bulkUpdateProducts answers what it did and what it could not', async () => {
    const product = await createProduct(testApp.db, { categorySlug: 'home', name: 'Bulk Lamp' });

    const answer = await admin.bulkUpdateProducts({ action: 'deactivate', ids: [product.id, 'missing'] });

    expect(answer).toEqual({
      success: true,
      message: '1 product deactivated',
      data: {
        action: 'deactivate',
        succeeded: [{ _id: product.id, name: 'Bulk Lamp' }],
        failed: [{ _id: 'missing', name: null, message: 'Product not found' }],
      },
    });
    expect(
      (await apiFailure(shopper.bulkUpdateProducts({ action: 'delete', ids: [product.id] }))).status,
    ).toBe(403);
  });

  it('exportProducts downloads the list’s products as products.csv; importProducts reads it back', async () => {
    await createProduct(testApp.db, { categorySlug: 'home', sku: 'TOOLS-EXPORT', name: 'Exported Lamp' });

    const file = await admin.exportProducts({ search: 'TOOLS-EXPORT', status: 'all' });

    expect(file.fileName).toBe(PRODUCTS_EXPORT_FILE_NAME);
    const csv = await file.blob.text();
    expect(csv.split('\r\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    expect(csv).toContain('TOOLS-EXPORT,Exported Lamp');

    const dryRun = await admin.importProducts({ csv: csv.replace('Exported Lamp', 'Imported Lamp') });
    expect(dryRun.data).toMatchObject({
      dryRun: true,
      summary: { rows: 1, update: 1 },
      rows: [{ line: 2, sku: 'TOOLS-EXPORT', action: 'update', changes: ['name'] }],
    });
    const real = await admin.importProducts({
      csv: csv.replace('Exported Lamp', 'Imported Lamp'),
      dryRun: false,
    });
    expect(real.message).toBe('Import complete: 0 created, 1 updated');

    const refused = await apiFailure(
      admin.importProducts({
        csv: csv.replace('TOOLS-EXPORT,', 'TOOLS-NEW,').replace(/,home,/, ',garden,'),
        dryRun: false,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('1 row has errors; nothing was imported');
    expect(refused.fieldErrors()).toEqual({ 'line 2: category': 'Category does not exist' });
    expect((await apiFailure(shopper.exportProducts())).status).toBe(403);
  });

  it('a duplicate SKU on the form is refused on its field', async () => {
    await createProduct(testApp.db, { categorySlug: 'home', sku: 'TOOLS-TAKEN' });
    const refused = await apiFailure(
      admin.createProduct({
        name: 'Taken',
        sku: 'TOOLS-TAKEN',
        brand: 'Lumen',
        category: 'home',
        subcategory: 'lighting',
        description: 'Refused',
        price: 1,
        stock: 1,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.fieldErrors()).toEqual({ sku: SKU_TAKEN_MESSAGE });
  });
});
