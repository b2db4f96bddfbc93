import { adminProductListResponseSchema, PRODUCT_CSV_COLUMNS } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { createCategory, createProduct } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, caller } from '../catalogue/admin-catalogue-test-support';
import { parseCsv } from '../operations/csv-test-support';
import { productExportStream } from './product-export';

describe.each(databaseTargets())('GET /api/admin/products/export.csv on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;
  let asShopper: ReturnType<typeof caller>;
  const sameInstant = new Date('2026-03-01T12:00:00.123456Z');

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const people = await adminAndShopper(testApp);
    asAdmin = people.asAdmin;
    asShopper = caller(testApp, people.shopper.authorization);
    await createCategory(testApp.db, 'home');
    await createCategory(testApp.db, 'garden');
    await createProduct(testApp.db, {
      categorySlug: 'home',
      sku: 'EXP-INJECT',
      name: '=HYPERLINK("http://evil.test","click")',
      brand: '+Lumen',
      subcategory: '@lighting',
      description: 'Warm light, "dimmable"\nand quiet',
      priceCents: 12_50,
      comparePriceCents: 20_00,
      stock: 4,
      lowStockThreshold: 2,
      isActive: false,
      isFeatured: true,
      images: [
        { url: '/api/images/products/a.svg', alt: 'Lamp, lit', public_id: 'p1' },
        { url: 'https://cdn.example.com/b.png', alt: '', public_id: 'p2' },
      ],
      features: ['-Dimmable', 'Quiet'],
      tags: ['lamp', 'desk'],
      specifications: { Bulb: 'LED', Height: '40 cm' },
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    // Products of one instant, so pages must neither skip nor repeat any of a tie; and a deleted one.
    for (let index = 0; index < 7; index += 1) {
      await createProduct(testApp.db, {
        categorySlug: index % 2 === 0 ? 'home' : 'garden',
        sku: `EXP-TIE-${index}`,
        name: index % 3 === 0 ? `Garden Lamp ${index}` : `Rake ${index}`,
        isActive: index % 4 !== 0,
        createdAt: sameInstant,
      });
    }
    const deleted = await createProduct(testApp.db, { categorySlug: 'home', sku: 'EXP-DELETED' });
    expect((await asAdmin('DELETE', `/api/admin/products/${deleted.id}`)).statusCode).toBe(200);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function exported(query = '') {
    const response = await asAdmin('GET', `/api/admin/products/export.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return parseCsv(response.body);
  }

  /** The SKUs the admin list shows for this query, every page of it, in its order. */
  async function listed(query: string) {
    const skus: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await asAdmin('GET', `/api/admin/products?limit=3&page=${page}&${query}`);
      const { products, pagination } = adminProductListResponseSchema.parse(response.json()).data;
      skus.push(...products.map((product) => product.sku));
      if (!pagination.hasNext) return skus;
    }
  }

  it('answers a CSV attachment named products.csv, its header the catalogue’s columns', async () => {
    const response = await asAdmin('GET', '/api/admin/products/export.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(parseCsv(response.body)[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
  });

  it.each([
    '',
    'search=lamp',
    'category=garden',
    'status=inactive',
    'status=active&category=home',
    'search=EXP-TIE&status=all&category=all',
    'stock=low',
    'stock=out&status=active',
    'search=nothing-matches',
  ])('holds exactly what the list shows for "%s", in its order', async (query) => {
    const rows = (await exported(`?${query}`)).slice(1);
    expect(rows.map((row) => row[0])).toEqual(await listed(query));
  });

  it('reads page by page without skipping or repeating a product of a tie', async () => {
    const chunks: string[] = [];
    for await (const chunk of productExportStream(testApp.db, {}, 2)) chunks.push(String(chunk));
    // The header, then one chunk per page of two.
    expect(chunks.length).toBeGreaterThan(4);
    const response = await asAdmin('GET', '/api/admin/products/export.csv');
    expect(chunks.join('')).toBe(response.body);
  });

  it('writes each cell as the import reads it, with formulas kept from running', async () => {
    const [, ...rows] = await exported('?search=EXP-INJECT');
    expect(rows).toEqual([
      [
        'EXP-INJECT',
        `'=HYPERLINK("http://evil.test","click")`,
        "'+Lumen",
        'home',
        "'@lighting",
        'Warm light, "dimmable"\nand quiet',
        '12.50',
        '20.00',
        '4',
        '2',
        'false',
        'true',
        '/api/images/products/a.svg Lamp, lit\nhttps://cdn.example.com/b.png',
        "'-Dimmable\nQuiet",
        'lamp\ndesk',
        'Bulb: LED\nHeight: 40 cm',
      ],
    ]);
  });

  it('refuses an unknown status, and a shopper', async () => {
    expect((await asAdmin('GET', '/api/admin/products/export.csv?status=archived')).statusCode).toBe(400);
    expect((await asShopper('GET', '/api/admin/products/export.csv')).statusCode).toBe(403);
  });
});
