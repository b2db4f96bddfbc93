import {
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  errorEnvelopeSchema,
  productListResponseSchema,
} from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, auditOf, caller, fieldErrors } from './admin-catalogue-test-support';

describe.each(databaseTargets())('admin categories on $name', (target) => {
  let testApp: TestApp;
  let call: ReturnType<typeof caller>;
  let anyone: ReturnType<typeof caller>;
  let adminId: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { admin, asAdmin } = await adminAndShopper(testApp);
    call = asAdmin;
    anyone = caller(testApp, undefined);
    adminId = admin.user.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function create(body: object) {
    const response = await call('POST', '/api/admin/categories', body);
    expect(response.statusCode, response.body).toBe(201);
    return adminCategoryResponseSchema.parse(response.json());
  }

  async function refused(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: object | undefined,
    status: number,
  ) {
    const response = await call(method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    return errorEnvelopeSchema.parse(response.json());
  }

  async function listed() {
    const response = await call('GET', '/api/admin/categories');
    expect(response.statusCode).toBe(200);
    return adminCategoryListResponseSchema.parse(response.json()).data.categories;
  }

  async function shopperCatalogue() {
    return productListResponseSchema.parse((await anyone('GET', '/api/products?limit=48')).json()).data;
  }

  it('creates a category with a slug made from its name and the form defaults', async () => {
    const answer = await create({ name: '  Garden & Patio ' });
    expect(answer.message).toBe('Category created successfully');
    expect(answer.data.category).toMatchObject({
      name: 'Garden & Patio',
      slug: 'garden-patio',
      description: '',
      image: null,
      isActive: true,
      productCount: 0,
    });
    const full = await create({
      name: 'Kitchen',
      description: 'Pots and pans',
      image: 'https://cdn.example.com/kitchen.jpg',
      isActive: false,
    });
    expect(full.data.category).toMatchObject({
      slug: 'kitchen',
      description: 'Pots and pans',
      image: 'https://cdn.example.com/kitchen.jpg',
      isActive: false,
    });
    expect(await auditOf(testApp.db, 'category', full.data.category._id)).toEqual([
      { actorId: adminId, action: 'category.create', details: { name: 'Kitchen' } },
    ]);
  });

  it.each([
    ['name', {}, 'Category name is required'],
    ['name', { name: '   ' }, 'Category name is required'],
    ['name', { name: '★★★' }, 'Category name must contain a letter or a digit'],
    [
      'image',
      { name: 'Toys', image: 'ftp://files.example.com/toys.png' },
      'Image must be a valid http(s) URL',
    ],
    ['image', { name: 'Toys', image: 'toys.png' }, 'Image must be a valid http(s) URL'],
    ['image', { name: 'Toys', image: 'javascript:alert(1)' }, 'Image must be a valid http(s) URL'],
    ['image', { name: 'Toys', image: '//evil.example.com/toys.png' }, 'Image must be a valid http(s) URL'],
    ['isActive', { name: 'Toys', isActive: 'no' }, 'isActive must be true or false'],
  ])('refuses a bad %s with its field named', async (field, body, message) => {
    expect(fieldErrors(await refused('POST', '/api/admin/categories', body, 400))).toEqual({
      [field]: message,
    });
  });

  it('refuses a name taken in any case, or one that makes a slug taken (409), on the name field', async () => {
    await create({ name: 'Outdoor' });
    for (const name of ['outdoor', 'OUTDOOR ', 'Outdoor!']) {
      const body = await refused('POST', '/api/admin/categories', { name }, 409);
      expect(body.message).toBe('A category with this name already exists');
      expect(fieldErrors(body)).toEqual({ name: 'A category with this name already exists' });
    }
  });

  it('lists every category by name, inactive ones too, counting products that are not deleted', async () => {
    const books = (await create({ name: 'Books' })).data.category;
    await createProduct(testApp.db, { categorySlug: 'books' });
    await createProduct(testApp.db, { categorySlug: 'books', isActive: false });
    await createProduct(testApp.db, { categorySlug: 'books', deletedAt: new Date() });

    const categories = await listed();
    expect(categories.map((category) => category.name)).toEqual([
      'Books',
      'Garden & Patio',
      'Kitchen',
      'Outdoor',
    ]);
    expect(categories[0]).toEqual({ ...books, productCount: 2 });
  });

  it('renames a category and keeps its slug, so its products and filters stay where they were', async () => {
    const music = (await create({ name: 'Music' })).data.category;
    const product = await createProduct(testApp.db, { categorySlug: 'music' });
    const response = await call('PUT', `/api/admin/categories/${music._id}`, {
      name: 'Music & Audio',
      description: 'Records and players',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = adminCategoryResponseSchema.parse(response.json());
    expect(answer.message).toBe('Category updated successfully');
    expect(answer.data.category).toMatchObject({
      name: 'Music & Audio',
      slug: 'music',
      description: 'Records and players',
      productCount: 1,
    });
    const inMusic = productListResponseSchema.parse(
      (await anyone('GET', '/api/products?category=music')).json(),
    );
    expect(inMusic.data.products.map((item) => item._id)).toEqual([product.id]);
    const [, update] = await auditOf(testApp.db, 'category', music._id);
    expect(update).toEqual({
      actorId: adminId,
      action: 'category.update',
      details: { changed: ['name', 'description'] },
    });
  });

  it('deactivating a category hides it and its products from shoppers; activating brings them back', async () => {
    const games = (await create({ name: 'Games' })).data.category;
    const chess = await createProduct(testApp.db, { categorySlug: 'games', name: 'Chess Set' });
    expect((await shopperCatalogue()).filters.categories).toContain('games');

    await call('PUT', `/api/admin/categories/${games._id}`, { name: 'Games', isActive: false });
    const hidden = await shopperCatalogue();
    expect(hidden.filters.categories).not.toContain('games');
    expect(hidden.products.map((item) => item._id)).not.toContain(chess.id);
    expect((await anyone('GET', `/api/products/${chess.id}`)).statusCode).toBe(404);

    await call('PUT', `/api/admin/categories/${games._id}`, { name: 'Games', isActive: true });
    const shown = await shopperCatalogue();
    expect(shown.filters.categories).toContain('games');
    expect(shown.products.map((item) => item._id)).toContain(chess.id);
  });

  it('refuses a rename to a name taken (409), bad fields (400) and a missing category (404)', async () => {
    const toys = (await create({ name: 'Toys' })).data.category;
    const url = `/api/admin/categories/${toys._id}`;
    const taken = await refused('PUT', url, { name: 'books' }, 409);
    expect(taken.message).toBe('A category with this name already exists');
    expect(fieldErrors(taken)).toEqual({ name: 'A category with this name already exists' });
    expect(fieldErrors(await refused('PUT', url, { name: 'Toys', image: 'nope' }, 400))).toEqual({
      image: 'Image must be a valid http(s) URL',
    });
    const missing = '/api/admin/categories/00000000-0000-4000-8000-000000000000';
    expect((await refused('PUT', missing, { name: 'Ghost' }, 404)).message).toBe('Category not found');
    expect((await refused('PUT', '/api/admin/categories/ghost', { name: 'Ghost' }, 404)).message).toBe(
      'Category not found',
    );
    const renamedCase = await call('PUT', url, { name: 'TOYS' });
    expect(adminCategoryResponseSchema.parse(renamedCase.json()).data.category.name).toBe('TOYS');
  });

  it('refuses to delete a category its products still use, and deletes an unused one', async () => {
    const tools = (await create({ name: 'Tools' })).data.category;
    const hammer = await createProduct(testApp.db, { categorySlug: 'tools' });
    await createProduct(testApp.db, { categorySlug: 'tools', isActive: false });
    await createProduct(testApp.db, { categorySlug: 'tools', deletedAt: new Date() });
    const url = `/api/admin/categories/${tools._id}`;

    expect((await refused('DELETE', url, undefined, 409)).message).toBe(
      'Category is still used by 2 products',
    );
    await call('DELETE', `/api/admin/products/${hammer.id}`);
    expect((await refused('DELETE', url, undefined, 409)).message).toBe(
      'Category is still used by 1 product',
    );
    const [stillThere] = (await listed()).filter((category) => category._id === tools._id);
    expect(stillThere?.productCount).toBe(1);

    const empty = (await create({ name: 'Empty Shelf' })).data.category;
    const response = await call('DELETE', `/api/admin/categories/${empty._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(adminCategoryResponseSchema.parse(response.json())).toMatchObject({
      message: 'Category deleted successfully',
      data: { category: { _id: empty._id, name: 'Empty Shelf' } },
    });
    expect((await listed()).map((category) => category._id)).not.toContain(empty._id);
    expect((await refused('DELETE', `/api/admin/categories/${empty._id}`, undefined, 404)).message).toBe(
      'Category not found',
    );
    expect((await auditOf(testApp.db, 'category', empty._id)).map((entry) => entry.action)).toEqual([
      'category.create',
      'category.delete',
    ]);
  });

  it('takes a renamed category’s old name for a new one, which gets the next free slug', async () => {
    const patio = (await create({ name: 'Patio' })).data.category;
    const product = await createProduct(testApp.db, { categorySlug: 'patio' });
    expect((await call('PUT', `/api/admin/categories/${patio._id}`, { name: 'Terrace' })).statusCode).toBe(
      200,
    );

    const again = (await create({ name: 'Patio' })).data.category;
    expect(again).toMatchObject({ name: 'Patio', slug: 'patio-2' });
    const inPatio = productListResponseSchema.parse(
      (await anyone('GET', '/api/products?category=patio')).json(),
    );
    expect(inPatio.data.products.map((item) => item._id)).toEqual([product.id]);
    // A name that makes the slug of a name in use is still that name.
    expect(fieldErrors(await refused('POST', '/api/admin/categories', { name: 'Terrace!' }, 409))).toEqual({
      name: 'A category with this name already exists',
    });
    expect(
      fieldErrors(await refused('PUT', `/api/admin/categories/${again._id}`, { name: 'terrace ' }, 409)),
    ).toEqual({
      name: 'A category with this name already exists',
    });
  });

  it('takes a photo uploaded to the store (a path on this site) as its image, as a product does', async () => {
    const photo = `/media/${'a'.repeat(64)}`;
    const answer = await create({ name: 'Lighting', image: photo });
    expect(answer.data.category.image).toBe(photo);
  });
});
