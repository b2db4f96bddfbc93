import { adminProductResponseSchema } from '@aurora-store/api/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndShopper, type caller, productForm } from '../admin/catalogue/admin-catalogue-test-support';
import { csvRow, imported, productCsv } from '../admin/product-tools/product-tools-test-support';
import { products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createCategory } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe.each(databaseTargets())('when a product first goes on sale, on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    ({ asAdmin } = await adminAndShopper(testApp));
    await createCategory(testApp.db, 'home');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function created(isActive: boolean): Promise<string> {
    const answer = await asAdmin('POST', '/api/admin/products', productForm({ isActive }));
    if (answer.statusCode !== 201) throw new Error(`not created: ${answer.body}`);
    return adminProductResponseSchema.parse(answer.json()).data.product._id;
  }

  async function firstOnSale(id: string): Promise<Date | null> {
    const [row] = await testApp.db
      .select({ firstOnSaleAt: products.firstOnSaleAt })
      .from(products)
      .where(eq(products.id, id));
    if (!row) throw new Error('no such product');
    return row.firstOnSaleAt;
  }

  /** Moves the moment back a day, so that a second write that set it again would show. */
  const backdate = (id: string) =>
    testApp.db
      .update(products)
      .set({ firstOnSaleAt: sql`${products.firstOnSaleAt} - interval '1 day'` })
      .where(eq(products.id, id));

  async function bulk(action: 'activate' | 'deactivate', ids: string[]) {
    expect((await asAdmin('POST', '/api/admin/products/bulk', { action, ids })).statusCode).toBe(200);
  }

  async function activateByForm(id: string) {
    const form = productForm({ isActive: true, sku: `LAMP-${id}` });
    expect((await asAdmin('PUT', `/api/admin/products/${id}`, form)).statusCode).toBe(200);
  }

  it('is the moment of creation for a product created active, and never yet for one created inactive', async () => {
    const before = Date.now() - 60_000;
    const active = await created(true);
    const inactive = await created(false);

    expect((await firstOnSale(active))?.getTime()).toBeGreaterThan(before);
    expect(await firstOnSale(inactive)).toBeNull();
  });

  it('is set by the first activation, in the form or in bulk, and kept by later ones', async () => {
    const byForm = await created(false);
    const inBulk = await created(false);

    await activateByForm(byForm);
    await bulk('activate', [inBulk]);
    const activated = { byForm: await firstOnSale(byForm), inBulk: await firstOnSale(inBulk) };
    expect(activated.byForm).not.toBeNull();
    expect(activated.inBulk).not.toBeNull();

    await backdate(byForm);
    await backdate(inBulk);
    const backdated = { byForm: await firstOnSale(byForm), inBulk: await firstOnSale(inBulk) };
    await bulk('deactivate', [byForm, inBulk]);
    await bulk('activate', [byForm, inBulk]);
    await activateByForm(byForm);

    expect({ byForm: await firstOnSale(byForm), inBulk: await firstOnSale(inBulk) }).toEqual(backdated);
  });

  it('is set by an import that creates a product active or activates one, and kept by one that deactivates', async () => {
    const waiting = await created(false);
    const [waitingSku, onSaleSku, inactiveSku] = ['CSV-WAITING', 'CSV-ON-SALE', 'CSV-INACTIVE'];
    await testApp.db.update(products).set({ sku: waitingSku }).where(eq(products.id, waiting));

    await imported(
      asAdmin,
      productCsv([
        csvRow({ sku: waitingSku, isActive: 'true' }),
        csvRow({ sku: onSaleSku, isActive: 'true' }),
        csvRow({ sku: inactiveSku, isActive: 'false' }),
      ]),
      false,
    );
    const bySku = async () =>
      Object.fromEntries(
        (
          await testApp.db
            .select({ sku: products.sku, firstOnSaleAt: products.firstOnSaleAt })
            .from(products)
            .where(inArray(products.sku, [waitingSku, onSaleSku, inactiveSku]))
        ).map((row) => [row.sku, row.firstOnSaleAt]),
      );
    const afterImport = await bySku();
    expect(afterImport[waitingSku]).not.toBeNull();
    expect(afterImport[onSaleSku]).not.toBeNull();
    expect(afterImport[inactiveSku]).toBeNull();

    await imported(asAdmin, productCsv([csvRow({ sku: onSaleSku, isActive: 'false' })]), false);
    await imported(asAdmin, productCsv([csvRow({ sku: onSaleSku, isActive: 'true' })]), false);
    expect((await bySku())[onSaleSku]).toEqual(afterImport[onSaleSku]);
  });
});
