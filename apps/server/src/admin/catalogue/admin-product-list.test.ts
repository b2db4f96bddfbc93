import { adminProductListResponseSchema, adminProductResponseSchema } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, type caller, fieldErrors } from './admin-catalogue-test-support';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe.each(databaseTargets())('admin product list and get on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    call = (await adminAndShopper(testApp)).asAdmin;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('the list', () => {
    const names = async (query: string) => {
      const response = await call('GET', `/api/admin/products${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return adminProductListResponseSchema.parse(response.json()).data;
    };

    beforeAll(async () => {
      const rows: Parameters<typeof createProduct>[1][] = [
        {
          name: 'List Alpha Kettle',
          brand: 'Hearth',
          sku: 'LIST-A1',
          categorySlug: 'home',
          createdAt: day(1),
        },
        { name: 'List Beta Speaker', brand: 'Sonora', sku: 'LIST-B2', createdAt: day(2) },
        {
          name: 'List Gamma Scarf',
          brand: 'Fable',
          sku: 'LIST-C3',
          categorySlug: 'clothing',
          createdAt: day(3),
        },
        {
          name: 'List Delta Lamp',
          brand: 'Lumen',
          sku: 'LIST-D4',
          categorySlug: 'home',
          createdAt: day(4),
          isActive: false,
        },
        {
          name: 'List Gone Mug',
          brand: 'Hearth',
          sku: 'LIST-E5',
          categorySlug: 'home',
          createdAt: day(5),
          deletedAt: day(6),
        },
      ];
      for (const row of rows) await createProduct(testApp.db, row);
    });

    it('lists newest first, inactive included, deleted never, 10 to a page', async () => {
      const data = await names('?search=List%20');
      expect(data.products.map((product) => [product.name, product.isActive])).toEqual([
        ['List Delta Lamp', false],
        ['List Gamma Scarf', true],
        ['List Beta Speaker', true],
        ['List Alpha Kettle', true],
      ]);
      expect(data.pagination).toEqual({ page: 1, pages: 1, total: 4, hasNext: false, hasPrev: false });
      expect(data.products[0]).toMatchObject({
        sku: 'LIST-D4',
        category: 'home',
        brand: 'Lumen',
        price: 129.99,
      });
    });

    it('searches the name, the SKU and the brand, in any case, as plain text', async () => {
      expect((await names('?search=gamma')).products.map((p) => p.name)).toEqual(['List Gamma Scarf']);
      expect((await names('?search=list-b')).products.map((p) => p.name)).toEqual(['List Beta Speaker']);
      expect((await names('?search=SONORA')).products.map((p) => p.name)).toEqual(['List Beta Speaker']);
      expect((await names('?search=%25')).products).toEqual([]);
      expect((await names('?search=List_')).products).toEqual([]);
    });

    it('filters by category and status; empty and all are no filter', async () => {
      const homeNames = (await names('?search=List&category=home')).products.map((p) => p.name);
      expect(homeNames).toEqual(['List Delta Lamp', 'List Alpha Kettle']);
      expect((await names('?search=List&status=inactive')).products.map((p) => p.name)).toEqual([
        'List Delta Lamp',
      ]);
      expect((await names('?search=List&status=active&category=home')).products.map((p) => p.name)).toEqual([
        'List Alpha Kettle',
      ]);
      expect((await names('?search=List&status=all&category=all')).pagination.total).toBe(4);
      expect((await names('?search=&status=&category=List')).pagination.total).toBe(0);
      expect((await names('?search=&status=&category=')).pagination.total).toBeGreaterThanOrEqual(4);
    });

    it('filters by stock: low has some left at or under its threshold, out has none', async () => {
      const stocked: Parameters<typeof createProduct>[1][] = [
        { name: 'Stock Low Mug', stock: 2, lowStockThreshold: 5, createdAt: day(20) },
        { name: 'Stock Edge Mug', stock: 5, lowStockThreshold: 5, createdAt: day(21) },
        { name: 'Stock Out Mug', stock: 0, lowStockThreshold: 5, createdAt: day(22) },
        { name: 'Stock Plenty Mug', stock: 6, lowStockThreshold: 5, createdAt: day(23) },
        { name: 'Stock Gone Mug', stock: 0, createdAt: day(24), deletedAt: day(25) },
      ];
      for (const row of stocked) await createProduct(testApp.db, row);
      const listed = async (query: string) => (await names(query)).products.map((p) => p.name);

      expect(await listed('?search=Stock&stock=low')).toEqual(['Stock Edge Mug', 'Stock Low Mug']);
      expect(await listed('?search=Stock&stock=out')).toEqual(['Stock Out Mug']);
      expect((await names('?search=Stock&stock=all')).pagination.total).toBe(4);
      // Without a search the count is of the filter too, not the store's count of products.
      const allOut = await names('?stock=out&limit=100');
      expect(allOut.pagination.total).toBe(allOut.products.length);
      expect(allOut.products.every((product) => product.stock === 0)).toBe(true);

      const unknown = await call('GET', '/api/admin/products?stock=none');
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(fieldErrors(unknown.json()))).toEqual(['stock']);
    });

    it('pages 10 at a time and answers an empty page past the end', async () => {
      for (let n = 0; n < 8; n += 1)
        await createProduct(testApp.db, { name: `Paged ${n}`, createdAt: day(10 + n) });
      const first = await names('?search=Paged&limit=5');
      const second = await names('?search=Paged&limit=5&page=2');
      expect(first.pagination).toEqual({ page: 1, pages: 2, total: 8, hasNext: true, hasPrev: false });
      expect(second.products.map((p) => p.name)).toEqual(['Paged 2', 'Paged 1', 'Paged 0']);
      expect((await names('?search=Paged')).products).toHaveLength(8);
      expect((await names('?search=Paged&page=3&limit=5')).pagination).toEqual({
        page: 3,
        pages: 2,
        total: 8,
        hasNext: false,
        hasPrev: true,
      });
    });

    it('refuses a status it does not know and a page size over 100', async () => {
      const badStatus = await call('GET', '/api/admin/products?status=deleted');
      expect(badStatus.statusCode).toBe(400);
      expect(Object.keys(fieldErrors(badStatus.json()))).toEqual(['status']);
      expect(Object.keys(fieldErrors((await call('GET', '/api/admin/products?limit=101')).json()))).toEqual([
        'limit',
      ]);
    });
  });

  describe('get', () => {
    it('answers an inactive product, and 404 for a deleted, missing or malformed id', async () => {
      const inactive = await createProduct(testApp.db, { isActive: false });
      const deleted = await createProduct(testApp.db, { deletedAt: new Date() });
      const found = await call('GET', `/api/admin/products/${inactive.id}`);
      expect(adminProductResponseSchema.parse(found.json()).data.product).toMatchObject({
        _id: inactive.id,
        isActive: false,
      });
      for (const id of [deleted.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await call('GET', `/api/admin/products/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Product not found' });
      }
    });
  });
});
