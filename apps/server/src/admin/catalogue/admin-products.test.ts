import {
  adminProductListResponseSchema,
  adminProductResponseSchema,
  errorEnvelopeSchema,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createCategory } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, auditOf, caller, fieldErrors, productForm } from './admin-catalogue-test-support';

describe.each(databaseTargets())('admin products on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;
  let adminId: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { admin, asAdmin } = await adminAndShopper(testApp);
    call = asAdmin;
    adminId = admin.user.id;
    await createCategory(testApp.db, 'home');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function created(overrides: Parameters<typeof productForm>[0] = {}) {
    const response = await call('POST', '/api/admin/products', productForm(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return adminProductResponseSchema.parse(response.json());
  }

  async function refused(method: 'POST' | 'PUT', url: string, body: object, status = 400) {
    const response = await call(method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    return errorEnvelopeSchema.parse(response.json());
  }

  describe('create', () => {
    it('creates the product of the form with its defaults, and records who did it', async () => {
      const answer = await created({
        name: '  Halo Lamp ',
        sku: 'HALO-1',
        comparePrice: 59.99,
        images: [
          { url: 'https://cdn.example.com/halo.png', alt: 'Halo' },
          { url: '   ', alt: 'no url: dropped' },
          { url: '/api/images/products/halo-2.svg', alt: '' },
        ],
        features: ['Dimmable', ' ', 'USB-C'],
        tags: ['', 'lamp '],
        specifications: { ' Height ': '40 cm', Bulb: 'LED' },
      });

      expect(answer.message).toBe('Product created successfully');
      const { product } = answer.data;
      expect(product).toMatchObject({
        name: 'Halo Lamp',
        sku: 'HALO-1',
        category: 'home',
        price: 49.99,
        comparePrice: 59.99,
        discountPercentage: 17,
        stock: 12,
        lowStockThreshold: 10,
        isActive: true,
        isFeatured: false,
        rating: 0,
        reviewCount: 0,
        salesCount: 0,
        features: ['Dimmable', 'USB-C'],
        tags: ['lamp'],
        specifications: { Height: '40 cm', Bulb: 'LED' },
        image: 'https://cdn.example.com/halo.png',
      });
      expect(product.images.map((image) => image.url)).toEqual([
        'https://cdn.example.com/halo.png',
        '/api/images/products/halo-2.svg',
      ]);
      for (const image of product.images)
        expect(image.public_id).toMatch(/^aurora-store\/products\/[0-9a-f-]{36}$/);
      expect(product.images[0]?.public_id).not.toBe(product.images[1]?.public_id);
      expect(await auditOf(testApp.db, 'product', product._id)).toEqual([
        { actorId: adminId, action: 'product.create', details: { name: 'Halo Lamp', sku: 'HALO-1' } },
      ]);
    });

    it('takes no rating, reviews, sales or id from a body', async () => {
      const { product } = (
        await created({
          rating: 5,
          reviewCount: 99,
          salesCount: 1000,
          _id: '00000000-0000-4000-8000-000000000001',
          deletedAt: '2026-01-01T00:00:00Z',
        } as Parameters<typeof productForm>[0])
      ).data;
      expect(product).toMatchObject({ rating: 0, reviewCount: 0, salesCount: 0 });
      expect(product._id).not.toBe('00000000-0000-4000-8000-000000000001');
      expect((await call('GET', `/api/admin/products/${product._id}`)).statusCode).toBe(200);
    });

    it.each([
      ['name', { name: '  ' }, 'Name is required'],
      ['sku', { sku: undefined }, 'SKU is required'],
      ['brand', { brand: '' }, 'Brand is required'],
      ['category', { category: undefined }, 'Category is required'],
      ['subcategory', { subcategory: ' ' }, 'Subcategory is required'],
      ['description', { description: '' }, 'Description is required'],
      ['price', { price: undefined }, 'Price is required'],
      ['price', { price: -1 }, 'Price must be at least 0'],
      ['price', { price: 1.005 }, 'Must have at most 2 decimals'],
      ['comparePrice', { comparePrice: 1.999 }, 'Must have at most 2 decimals'],
      ['stock', { stock: 2.5 }, 'Stock must be a whole number'],
      ['stock', { stock: -1 }, 'Stock must be at least 0'],
      ['lowStockThreshold', { lowStockThreshold: -1 }, 'Low stock threshold must be at least 0'],
      ['isActive', { isActive: 'yes' }, 'isActive must be true or false'],
      [
        'images.0.url',
        { images: [{ url: 'javascript:alert(1)', alt: '' }] },
        'Image URL must start with http://, https:// or /',
      ],
      [
        'images.0.url',
        { images: [{ url: '//evil.example.com/a.png', alt: '' }] },
        'Image URL must start with http://, https:// or /',
      ],
      ['specifications', { specifications: { '  ': 'x' } }, 'Specification names cannot be blank'],
    ])('refuses a bad %s with its field named', async (field, change, message) => {
      const body = await refused('POST', '/api/admin/products', { ...productForm(), ...change });
      expect(fieldErrors(body)).toEqual({ [field]: message });
    });

    it('refuses a category that does not exist (400) and a SKU already taken (409)', async () => {
      const unknown = await refused('POST', '/api/admin/products', productForm({ category: 'garden' }));
      expect(fieldErrors(unknown)).toEqual({ category: 'Category does not exist' });
      await created({ sku: 'TAKEN-1' });
      const taken = await refused('POST', '/api/admin/products', productForm({ sku: 'TAKEN-1' }), 409);
      expect(taken.message).toBe('A product with this SKU already exists');
      expect(fieldErrors(taken)).toEqual({ sku: 'A product with this SKU already exists' });
    });

    it('puts a product in an inactive category, where shoppers do not see it yet', async () => {
      const seasonal = await createCategory(testApp.db, 'seasonal');
      await testApp.db.update(categories).set({ isActive: false }).where(eq(categories.id, seasonal.id));
      const { product } = (await created({ category: 'seasonal' })).data;
      expect(product.category).toBe('seasonal');
      expect((await caller(testApp, undefined)('GET', `/api/products/${product._id}`)).statusCode).toBe(404);
    });
  });

  describe('update', () => {
    it('replaces the fields, keeps the public_id of an unchanged image and records what changed', async () => {
      const { product } = (await created({ sku: 'UPD-1' })).data;
      const keptId = product.images[0]?.public_id;
      const response = await call(
        'PUT',
        `/api/admin/products/${product._id}`,
        productForm({
          sku: 'UPD-1',
          price: 39.5,
          stock: 0,
          isActive: false,
          images: [
            { url: '/api/images/products/lamp.svg', alt: 'The lamp, lit' },
            { url: 'https://cdn.example.com/new.png', alt: 'New' },
          ],
          salesCount: 77,
        } as Parameters<typeof productForm>[0]),
      );
      expect(response.statusCode, response.body).toBe(200);
      const answer = adminProductResponseSchema.parse(response.json());
      expect(answer.message).toBe('Product updated successfully');
      expect(answer.data.product).toMatchObject({ price: 39.5, stock: 0, isActive: false, salesCount: 0 });
      expect(answer.data.product.images[0]?.public_id).toBe(keptId);
      expect(answer.data.product.images[1]?.public_id).not.toBe(keptId);
      const [, update] = await auditOf(testApp.db, 'product', product._id);
      expect(update).toEqual({
        actorId: adminId,
        action: 'product.update',
        details: { changed: ['priceCents', 'stock', 'isActive', 'images'] },
      });
    });

    it('refuses a SKU another product has (409), an unknown category (400) and a missing product (404)', async () => {
      await created({ sku: 'UPD-OTHER' });
      const { product } = (await created({ sku: 'UPD-MINE' })).data;
      const url = `/api/admin/products/${product._id}`;
      const taken = await refused('PUT', url, productForm({ sku: 'UPD-OTHER' }), 409);
      expect(taken.message).toBe('A product with this SKU already exists');
      expect(fieldErrors(taken)).toEqual({ sku: 'A product with this SKU already exists' });
      expect(
        fieldErrors(await refused('PUT', url, productForm({ sku: 'UPD-MINE', category: 'garden' }))),
      ).toEqual({
        category: 'Category does not exist',
      });
      expect(fieldErrors(await refused('PUT', url, { ...productForm(), stock: -3 }))).toEqual({
        stock: 'Stock must be at least 0',
      });
      const missing = await refused(
        'PUT',
        '/api/admin/products/00000000-0000-4000-8000-000000000000',
        productForm(),
        404,
      );
      expect(missing.message).toBe('Product not found');
      expect((await call('PUT', '/api/admin/products/nope', productForm())).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('hides the product from every admin call, frees its SKU and records it', async () => {
      const { product } = (await created({ sku: 'DEL-1', name: 'Doomed Lamp' })).data;
      const response = await call('DELETE', `/api/admin/products/${product._id}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = adminProductResponseSchema.parse(response.json());
      expect(answer).toMatchObject({
        message: 'Product deleted successfully',
        data: { product: { sku: 'DEL-1' } },
      });

      expect((await call('GET', `/api/admin/products/${product._id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/admin/products/${product._id}`, productForm())).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/products/${product._id}`)).statusCode).toBe(404);
      const listed = adminProductListResponseSchema.parse(
        (await call('GET', '/api/admin/products?search=Doomed')).json(),
      );
      expect(listed.data.products).toEqual([]);

      const [row] = await testApp.db.select().from(products).where(eq(products.id, product._id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect((await created({ sku: 'DEL-1' })).data.product.sku).toBe('DEL-1');
      expect((await auditOf(testApp.db, 'product', product._id)).map((entry) => entry.action)).toEqual([
        'product.create',
        'product.delete',
      ]);
    });
  });
});
