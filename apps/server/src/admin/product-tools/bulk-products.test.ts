import { bulkProductsResponseSchema } from '@aurora-store/api/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createCategory, createProduct } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, auditOf, caller } from '../catalogue/admin-catalogue-test-support';

const MISSING_ID = '0b7a3c3e-9f1d-4c55-8a54-5a3e8f0f5b11';

describe.each(databaseTargets())('POST /api/admin/products/bulk on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;
  let asShopper: ReturnType<typeof caller>;
  let shopperId: string;
  let adminId: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const people = await adminAndShopper(testApp);
    asAdmin = people.asAdmin;
    asShopper = caller(testApp, people.shopper.authorization);
    shopperId = people.shopper.user.id;
    adminId = people.admin.user.id;
    // The products below are made at once: their category must exist before.
    await createCategory(testApp.db, 'electronics');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function bulk(action: string, ids: string[]) {
    const response = await asAdmin('POST', '/api/admin/products/bulk', { action, ids });
    expect(response.statusCode, response.body).toBe(200);
    return bulkProductsResponseSchema.parse(response.json());
  }

  const activeOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await testApp.db
          .select({ id: products.id, isActive: products.isActive })
          .from(products)
          .where(inArray(products.id, ids))
      ).map((row) => [row.id, row.isActive]),
    );

  it('deactivates and activates the products named, auditing each one it changes', async () => {
    const [a, b, c] = await Promise.all([
      createProduct(testApp.db, { name: 'A' }),
      createProduct(testApp.db, { name: 'B' }),
      createProduct(testApp.db, { name: 'C', isActive: false }),
    ]);
    if (!a || !b || !c) throw new Error('fixtures');

    const off = await bulk('deactivate', [a.id, b.id, c.id]);
    expect(off.message).toBe('3 products deactivated');
    expect(off.data).toEqual({
      action: 'deactivate',
      succeeded: [
        { _id: a.id, name: 'A' },
        { _id: b.id, name: 'B' },
        { _id: c.id, name: 'C' },
      ],
      failed: [],
    });
    expect(await activeOf([a.id, b.id, c.id])).toEqual({ [a.id]: false, [b.id]: false, [c.id]: false });
    expect(await auditOf(testApp.db, 'product', a.id)).toEqual([
      { actorId: adminId, action: 'product.deactivate', details: { name: 'A', sku: a.sku } },
    ]);
    // C was inactive already: nothing changed, nothing to record.
    expect(await auditOf(testApp.db, 'product', c.id)).toEqual([]);

    const on = await bulk('activate', [a.id]);
    expect(on.message).toBe('1 product activated');
    expect(await activeOf([a.id, b.id])).toEqual({ [a.id]: true, [b.id]: false });
  });

  it('fails a missing, deleted or malformed id with its reason, and still does the others', async () => {
    const [kept, gone] = await Promise.all([
      createProduct(testApp.db, { name: 'Kept' }),
      createProduct(testApp.db, { name: 'Gone' }),
    ]);
    expect((await asAdmin('DELETE', `/api/admin/products/${gone.id}`)).statusCode).toBe(200);

    const answer = await bulk('deactivate', [MISSING_ID, kept.id, gone.id, 'not-an-id', kept.id]);

    expect(answer.message).toBe('1 product deactivated');
    expect(answer.data.succeeded).toEqual([{ _id: kept.id, name: 'Kept' }]);
    expect(answer.data.failed).toEqual([
      { _id: MISSING_ID, name: null, message: 'Product not found' },
      { _id: gone.id, name: 'Gone', message: 'Product not found' },
      { _id: 'not-an-id', name: null, message: 'Product not found' },
    ]);
  });

  it('deletes as deleting one product does: soft, out of carts, SKU freed, audited', async () => {
    const [a, b] = await Promise.all([
      createProduct(testApp.db, { name: 'Del A' }),
      createProduct(testApp.db, { name: 'Del B' }),
    ]);
    await testApp.db.insert(cartItems).values({ userId: shopperId, productId: a.id, quantity: 1 });

    const answer = await bulk('delete', [a.id, b.id, MISSING_ID]);

    expect(answer.message).toBe('2 products deleted');
    expect(answer.data.failed).toEqual([{ _id: MISSING_ID, name: null, message: 'Product not found' }]);
    const rows = await testApp.db
      .select({ id: products.id, sku: products.sku, deletedAt: products.deletedAt })
      .from(products)
      .where(inArray(products.id, [a.id, b.id]));
    for (const row of rows) {
      expect(row.deletedAt).not.toBeNull();
      expect(row.sku).toMatch(/-deleted-/);
    }
    expect(await testApp.db.select().from(cartItems).where(eq(cartItems.productId, a.id))).toEqual([]);
    expect((await auditOf(testApp.db, 'product', b.id)).map((entry) => entry.action)).toEqual([
      'product.delete',
    ]);
    expect((await asAdmin('GET', `/api/admin/products/${a.id}`)).statusCode).toBe(404);
  });

  it('is one transaction: a failure midway changes nothing at all', async () => {
    const [first, breaks, last] = await Promise.all([
      createProduct(testApp.db, { name: 'First' }),
      createProduct(testApp.db, { name: 'Breaks Midway' }),
      createProduct(testApp.db, { name: 'Last' }),
    ]);
    // The database refuses to change one product in the middle of the list.
    await testApp.db.execute(sql`
      create function refuse_breaks_midway() returns trigger language plpgsql as $$
      begin
        if old.name = 'Breaks Midway' then raise exception 'refused midway'; end if;
        return new;
      end $$`);
    await testApp.db.execute(sql`
      create trigger refuse_breaks_midway before update on products
      for each row execute function refuse_breaks_midway()`);
    try {
      for (const action of ['delete', 'deactivate']) {
        const response = await asAdmin('POST', '/api/admin/products/bulk', {
          action,
          ids: [first.id, breaks.id, last.id],
        });
        expect(response.statusCode).toBe(500);
        const rows = await testApp.db
          .select({ isActive: products.isActive, deletedAt: products.deletedAt })
          .from(products)
          .where(inArray(products.id, [first.id, breaks.id, last.id]));
        expect(rows.every((row) => row.isActive && row.deletedAt === null)).toBe(true);
        expect(await auditOf(testApp.db, 'product', first.id)).toEqual([]);
      }
    } finally {
      await testApp.db.execute(sql`drop trigger refuse_breaks_midway on products`);
      await testApp.db.execute(sql`drop function refuse_breaks_midway`);
    }
  });

  it('refuses an unknown action, no ids and too many, and a shopper', async () => {
    const product = await createProduct(testApp.db);
    for (const body of [
      { action: 'archive', ids: [product.id] },
      { action: 'delete', ids: [] },
      { action: 'delete', ids: Array.from({ length: 101 }, () => product.id) },
    ]) {
      expect((await asAdmin('POST', '/api/admin/products/bulk', body)).statusCode).toBe(400);
    }
    const refused = await asShopper('POST', '/api/admin/products/bulk', {
      action: 'delete',
      ids: [product.id],
    });
    expect(refused.statusCode).toBe(403);
    expect(await activeOf([product.id])).toEqual({ [product.id]: true });
  });
});
