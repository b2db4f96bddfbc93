import {
  adminProductResponseSchema,
  errorEnvelopeSchema,
  SKU_TAKEN_MESSAGE,
} from '@aurora-store/api/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { csvRow, imported, productCsv } from '../product-tools/product-tools-test-support';
import { adminProductsTestApp, fieldErrors, productForm } from './admin-catalogue-test-support';

/** 'PRB-001' and 'prb-001' are one SKU: the form, a rename and an import all treat them so. */
describe.each(databaseTargets())('SKUs apart from case on $name', (target) => {
  const given = adminProductsTestApp(target);

  async function created(sku: string) {
    const response = await given.call('POST', '/api/admin/products', productForm({ sku }));
    expect(response.statusCode, response.body).toBe(201);
    return adminProductResponseSchema.parse(response.json()).data.product;
  }

  function expectSkuTaken(response: Awaited<ReturnType<typeof given.call>>) {
    expect(response.statusCode, response.body).toBe(409);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.message).toBe(SKU_TAKEN_MESSAGE);
    expect(fieldErrors(body)).toEqual({ sku: SKU_TAKEN_MESSAGE });
  }

  it('refuses to create a product whose SKU differs from another’s only by case (409 on sku)', async () => {
    await created('PRB-001');

    expectSkuTaken(await given.call('POST', '/api/admin/products', productForm({ sku: 'prb-001' })));
    expectSkuTaken(await given.call('POST', '/api/admin/products', productForm({ sku: 'Prb-001' })));
  });

  it('refuses to rename a product to another’s SKU in another case, and lets it change its own SKU’s case', async () => {
    await created('CASE-OTHER');
    const mine = await created('CASE-MINE');
    const url = `/api/admin/products/${mine._id}`;

    expectSkuTaken(await given.call('PUT', url, productForm({ sku: 'case-other' })));
    const recased = await given.call('PUT', url, productForm({ sku: 'case-mine' }));

    expect(recased.statusCode, recased.body).toBe(200);
    expect(adminProductResponseSchema.parse(recased.json()).data.product.sku).toBe('case-mine');
  });

  it('lets the SKU of a deleted product be used again in any case', async () => {
    const gone = await created('CASE-GONE');
    expect((await given.call('DELETE', `/api/admin/products/${gone._id}`)).statusCode).toBe(200);

    expect((await created('case-gone')).sku).toBe('case-gone');
  });

  it('imports a row whose SKU differs from a product’s only by case as an update of that product', async () => {
    const existing = await created('CSV-CASE');

    const answer = await imported(
      given.call,
      productCsv([csvRow({ sku: 'csv-case', name: 'Recased Lamp' })]),
      false,
    );

    expect(answer.data.rows.map((row) => row.action)).toEqual(['update']);
    const sameSku = await given.testApp.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(sql`lower(${products.sku})`, 'csv-case'));
    expect(sameSku).toEqual([{ id: existing._id, name: 'Recased Lamp' }]);
  });

  it('refuses a file naming one SKU twice in different cases', async () => {
    const answer = await imported(
      given.call,
      productCsv([csvRow({ sku: 'CSV-TWICE' }), csvRow({ sku: 'csv-twice' })]),
      true,
    );

    expect(answer.data.rows.map((row) => row.action)).toEqual(['create', 'invalid']);
  });
});
