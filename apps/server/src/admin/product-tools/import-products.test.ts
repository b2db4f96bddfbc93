import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, products } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createCategory, createProduct } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, caller } from '../catalogue/admin-catalogue-test-support';
import { csvRow, imported, importRefused, productCsv } from './product-tools-test-support';

describe.each(databaseTargets())('POST /api/admin/products/import on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;
  let asShopper: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const people = await adminAndShopper(testApp);
    asAdmin = people.asAdmin;
    asShopper = caller(testApp, people.shopper.authorization);
    await createCategory(testApp.db, 'home');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const productCount = async () => (await testApp.db.select({ total: count() }).from(products))[0]?.total;
  const auditCount = async () => (await testApp.db.select({ total: count() }).from(auditEvents))[0]?.total;
  const productOfSku = async (sku: string) =>
    (await testApp.db.select().from(products).where(eq(products.sku, sku)))[0];

  it('reports every row of a dry run and writes nothing', async () => {
    await createProduct(testApp.db, {
      categorySlug: 'home',
      sku: 'DRY-UPDATE',
      name: 'Old Name',
      brand: 'Lumen',
      subcategory: 'lighting',
      description: 'Same',
      priceCents: 10_00,
      stock: 5,
    });
    await createProduct(testApp.db, {
      categorySlug: 'home',
      sku: 'DRY-SAME',
      name: 'Same Lamp',
      brand: 'Lumen',
      subcategory: 'lighting',
      description: 'Same',
      priceCents: 10_00,
      stock: 5,
    });
    const same = { brand: 'Lumen', category: 'home', subcategory: 'lighting', description: 'Same' };
    const csv = productCsv(
      [
        csvRow({ sku: 'DRY-NEW', name: 'New Lamp' }),
        csvRow({ ...same, sku: 'DRY-UPDATE', name: 'New Name', price: '12.00', stock: '5' }),
        csvRow({ ...same, sku: 'DRY-SAME', name: 'Same Lamp', price: '10.00', stock: '5' }),
        csvRow({ sku: 'DRY-BAD', name: '', price: 'ten', category: 'garden', stock: '-1' }),
        csvRow({ sku: 'DRY-NEW', name: 'Twice' }),
      ],
      ['sku', 'name', 'brand', 'category', 'subcategory', 'description', 'price', 'stock'],
    );
    const [productsBefore, auditsBefore] = [await productCount(), await auditCount()];

    const answer = await imported(asAdmin, csv, true);

    expect(answer.message).toBeUndefined();
    expect(answer.data.dryRun).toBe(true);
    expect(answer.data.summary).toEqual({ rows: 5, create: 1, update: 1, unchanged: 1, invalid: 2 });
    expect(answer.data.rows).toEqual([
      { line: 2, sku: 'DRY-NEW', name: 'New Lamp', action: 'create', errors: [], changes: [] },
      {
        line: 3,
        sku: 'DRY-UPDATE',
        name: 'New Name',
        action: 'update',
        errors: [],
        changes: ['name', 'price'],
      },
      { line: 4, sku: 'DRY-SAME', name: 'Same Lamp', action: 'unchanged', errors: [], changes: [] },
      {
        line: 5,
        sku: 'DRY-BAD',
        name: '',
        action: 'invalid',
        errors: [
          { field: 'price', message: 'Price must be a number' },
          { field: 'name', message: 'Name is required' },
          { field: 'stock', message: 'Stock must be at least 0' },
          { field: 'category', message: 'Category does not exist' },
        ],
        changes: [],
      },
      {
        line: 6,
        sku: 'DRY-NEW',
        name: 'Twice',
        action: 'invalid',
        errors: [{ field: 'sku', message: 'The same SKU is already on line 2' }],
        changes: [],
      },
    ]);
    expect([await productCount(), await auditCount()]).toEqual([productsBefore, auditsBefore]);
  });

  it('refuses a real import with any invalid row, naming each error by line and column, and writes nothing', async () => {
    const csv = productCsv([
      csvRow({ sku: 'ALL-OR-NOTHING' }),
      csvRow({ price: '-1' }),
      csvRow({ tags: '' }),
    ]);
    const before = await productCount();

    const refused = await importRefused(asAdmin, csv, false);

    expect(refused.message).toBe('1 row has errors; nothing was imported');
    expect(refused.errors).toEqual([{ field: 'line 3: price', message: 'Price must be at least 0' }]);
    expect(await productCount()).toBe(before);
    expect(await productOfSku('ALL-OR-NOTHING')).toBeUndefined();
  });

  it('creates with the form’s defaults and updates keeping what the file leaves out, in one go', async () => {
    const kept = await createProduct(testApp.db, {
      categorySlug: 'home',
      sku: 'REAL-UPDATE',
      isFeatured: true,
      lowStockThreshold: 3,
      features: ['Kept feature'],
      images: [{ url: '/api/images/products/kept.svg', alt: 'Kept', public_id: 'kept-id' }],
      priceCents: 5_00,
    });
    const created = productCsv(
      [
        csvRow({ sku: 'REAL-NEW', name: '=Formula Lamp', images: '/api/images/products/new.svg New image' }),
        csvRow({
          sku: 'REAL-UPDATE',
          name: kept.name,
          subcategory: kept.subcategory,
          description: kept.description,
          stock: String(kept.stock),
          price: '6.00',
          images: '/api/images/products/kept.svg Kept, renamed',
        }),
      ],
      ['sku', 'name', 'brand', 'category', 'subcategory', 'description', 'price', 'stock', 'images'],
    );

    const answer = await imported(asAdmin, created, false);

    expect(answer.message).toBe('Import complete: 1 created, 1 updated');
    expect(answer.data.dryRun).toBe(false);
    expect(answer.data.rows.map((row) => [row.sku, row.action, row.changes])).toEqual([
      ['REAL-NEW', 'create', []],
      ['REAL-UPDATE', 'update', ['price', 'images']],
    ]);
    const fresh = await productOfSku('REAL-NEW');
    expect(fresh).toMatchObject({
      name: '=Formula Lamp',
      priceCents: 19_90,
      stock: 7,
      lowStockThreshold: 10,
      isActive: true,
      isFeatured: false,
      comparePriceCents: null,
      features: [],
      tags: [],
      specifications: {},
    });
    expect(fresh?.images).toEqual([
      {
        url: '/api/images/products/new.svg',
        alt: 'New image',
        public_id: expect.stringMatching(/^aurora-store\/products\//),
      },
    ]);
    const updated = await productOfSku('REAL-UPDATE');
    expect(updated).toMatchObject({
      priceCents: 6_00,
      isFeatured: true,
      lowStockThreshold: 3,
      features: ['Kept feature'],
      images: [{ url: '/api/images/products/kept.svg', alt: 'Kept, renamed', public_id: 'kept-id' }],
    });
    const audits = await testApp.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.objectId, kept.id));
    expect(audits).toEqual([
      { action: 'product.update', details: { changed: ['priceCents', 'images'], source: 'import' } },
    ]);
  });

  it('refuses a file it cannot read whole, before any row (400)', async () => {
    expect((await importRefused(asAdmin, 'sku,name\nA,B\n', true)).message).toMatch(
      /^The CSV is missing required columns: brand/,
    );
    expect(
      (await importRefused(asAdmin, productCsv([csvRow()]).replace('sku', 'skew'), true)).message,
    ).toMatch(/^The CSV has unknown column: skew/);
    expect((await importRefused(asAdmin, `${productCsv([])}"broken,`, true)).message).toBe(
      'Line 2 is not valid CSV: a quoted cell is never closed',
    );
    expect((await importRefused(asAdmin, productCsv([]), false)).message).toBe('The CSV has no product rows');
    expect((await importRefused(asAdmin, '', true)).message).toBe('The CSV is empty');
  });

  it('takes a CSV larger than other bodies may be, while every other route keeps its limit', async () => {
    const description = 'A long "quoted" description.\n'.repeat(150);
    const rows = Array.from({ length: 400 }, () => csvRow({ description }));
    const csv = productCsv(rows);
    expect(JSON.stringify({ csv }).length).toBeGreaterThan(2 * 1024 * 1024);

    expect((await imported(asAdmin, csv, true)).data.summary.create).toBe(400);
    const tooLarge = await asAdmin('POST', '/api/admin/products', { name: 'x'.repeat(1024 * 1024 + 10) });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is for administrators only', async () => {
    const csv = productCsv([csvRow({ sku: 'SHOPPER-IMPORT' })]);
    const response = await asShopper('POST', '/api/admin/products/import', { csv, dryRun: false });
    expect(response.statusCode).toBe(403);
    expect(await productOfSku('SHOPPER-IMPORT')).toBeUndefined();
  });
});
