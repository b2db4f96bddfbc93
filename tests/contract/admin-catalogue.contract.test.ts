import {
  type AdminApi,
  CATEGORY_NAME_TAKEN_MESSAGE,
  COUPON_CODE_TAKEN_MESSAGE,
  createAdminApi,
  createApiClient,
  LAST_ADMIN_DEMOTION_MESSAGE,
  SKU_TAKEN_MESSAGE,
} from '@aurora-store/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../apps/server/src/test-support/database-targets';
import { createCategory, createProduct, createUser } from '../../apps/server/src/test-support/fixtures';
import { createTestApp, type TestApp } from '../../apps/server/src/test-support/test-app';
import { apiFailure } from './support/api-failure';

describe.each(databaseTargets())('the admin catalogue calls through the typed client on $name', (target) => {
  let testApp: TestApp;
  let admin: AdminApi;
  let adminId: string;
  let shopper: AdminApi;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const [adminUser, shopperUser] = await Promise.all([
      createUser(testApp, { role: 'admin', firstName: 'Grace' }),
      createUser(testApp, { firstName: 'Shopper', email: 'shopper@contract.test' }),
    ]);
    adminId = adminUser.user.id;
    admin = createAdminApi(createApiClient({ baseUrl, getToken: () => adminUser.token }));
    shopper = createAdminApi(createApiClient({ baseUrl, getToken: () => shopperUser.token }));
    await createCategory(testApp.db, 'home');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const form = {
    name: 'Contract Lamp',
    sku: 'CONTRACT-1',
    brand: 'Lumen',
    category: 'home',
    subcategory: 'lighting',
    description: 'A lamp made in a contract test.',
    price: 24.5,
    stock: 3,
    images: [{ url: '/api/images/products/lamp.svg', alt: 'Lamp' }],
  };

  it('createProduct, getAdminProduct, updateProduct, listAdminProducts and deleteProduct', async () => {
    const created = await admin.createProduct(form);
    expect(created.message).toBe('Product created successfully');
    const id = created.data.product._id;
    expect((await admin.getAdminProduct(id)).data.product).toMatchObject({
      name: 'Contract Lamp',
      price: 24.5,
    });

    const updated = await admin.updateProduct(id, { ...form, price: 19.99, isActive: false });
    expect(updated).toMatchObject({
      message: 'Product updated successfully',
      data: { product: { isActive: false } },
    });
    const listed = await admin.listAdminProducts({ search: 'contract', status: 'inactive', category: 'all' });
    expect(listed.data.products.map((product) => product._id)).toEqual([id]);
    expect(listed.data.pagination.total).toBe(1);

    expect((await apiFailure(admin.createProduct(form))).message).toBe(SKU_TAKEN_MESSAGE);
    expect((await apiFailure(admin.createProduct({ ...form, sku: 'X', price: -1 }))).fieldErrors()).toEqual({
      price: 'Price must be at least 0',
    });
    expect((await admin.deleteProduct(id)).message).toBe('Product deleted successfully');
    expect(await apiFailure(admin.getAdminProduct(id))).toMatchObject({
      status: 404,
      message: 'Product not found',
    });
    expect((await apiFailure(shopper.listAdminProducts())).status).toBe(403);
  });

  it('createCategory, listAdminCategories, updateCategory and deleteCategory', async () => {
    const created = await admin.createCategory({ name: 'Garden', image: 'https://cdn.example.com/g.png' });
    expect(created.data.category).toMatchObject({ slug: 'garden', isActive: true, productCount: 0 });
    const id = created.data.category._id;
    const updated = await admin.updateCategory(id, { name: 'Garden & Patio', isActive: false });
    expect(updated).toMatchObject({
      message: 'Category updated successfully',
      data: { category: { slug: 'garden', isActive: false } },
    });
    const categories = (await admin.listAdminCategories()).data.categories;
    expect(categories.map((category) => category.name)).toEqual(['Garden & Patio', 'Home']);

    expect((await apiFailure(admin.createCategory({ name: 'HOME' }))).message).toBe(
      CATEGORY_NAME_TAKEN_MESSAGE,
    );
    await createProduct(testApp.db, { categorySlug: 'garden' });
    expect(await apiFailure(admin.deleteCategory(id))).toMatchObject({
      status: 409,
      message: 'Category is still used by 1 product',
    });
    const unused = await admin.createCategory({ name: 'Unused' });
    expect((await admin.deleteCategory(unused.data.category._id)).message).toBe(
      'Category deleted successfully',
    );
  });

  it('createCoupon, listCoupons, updateCoupon and deleteCoupon', async () => {
    const period = { validFrom: '2020-01-01T00:00:00.000Z', validUntil: '2099-01-01T00:00:00.000Z' };
    const created = await admin.createCoupon({ code: 'contract5', type: 'fixed', value: 5, ...period });
    expect(created.data.coupon).toMatchObject({
      code: 'CONTRACT5',
      value: 5,
      status: 'Active',
      usedCount: 0,
    });
    const id = created.data.coupon._id;
    const updated = await admin.updateCoupon(id, {
      code: 'CONTRACT5',
      value: 15,
      isActive: false,
      ...period,
    });
    expect(updated).toMatchObject({
      message: 'Coupon updated successfully',
      data: { coupon: { type: 'percentage', value: 15, status: 'Inactive' } },
    });
    expect((await admin.listCoupons()).data.coupons.map((coupon) => [coupon.code, coupon.status])).toEqual([
      ['CONTRACT5', 'Inactive'],
    ]);
    expect((await apiFailure(admin.createCoupon({ code: 'Contract5', value: 1, ...period }))).message).toBe(
      COUPON_CODE_TAKEN_MESSAGE,
    );
    const backwards = { validFrom: period.validUntil, validUntil: period.validFrom };
    expect(
      (await apiFailure(admin.createCoupon({ code: 'LATE', value: 1, ...backwards }))).fieldErrors(),
    ).toEqual({
      validUntil: 'Valid until must be after valid from',
    });
    expect((await admin.deleteCoupon(id)).message).toBe('Coupon deleted successfully');
    expect((await apiFailure(admin.deleteCoupon(id))).status).toBe(404);
  });

  it('listUsers and updateUserRole', async () => {
    const listed = await admin.listUsers({ search: 'shopper@contract', role: 'all' });
    expect(listed.data.users.map((user) => [user.email, user.role])).toEqual([
      ['shopper@contract.test', 'user'],
    ]);
    const shopperId = listed.data.users[0]?._id ?? '';

    const promoted = await admin.updateUserRole(shopperId, 'admin');
    expect(promoted).toMatchObject({
      message: 'User role updated successfully',
      data: { user: { role: 'admin' } },
    });
    expect((await shopper.listUsers({ role: 'admin' })).data.users.map((user) => user._id).sort()).toEqual(
      [adminId, shopperId].sort(),
    );
    await admin.updateUserRole(shopperId, 'user');
    expect(await apiFailure(admin.updateUserRole(adminId, 'user'))).toMatchObject({
      status: 409,
      message: LAST_ADMIN_DEMOTION_MESSAGE,
    });
  });
});
