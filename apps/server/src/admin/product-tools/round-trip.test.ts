import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../seed/seed-if-empty';
import { capturedOutput } from '../../seed/seed-test-support';
import { databaseTargets } from '../../test-support/database-targets';
import { createProduct } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { adminAndShopper, type caller } from '../catalogue/admin-catalogue-test-support';
import { parseCsv } from '../operations/csv-test-support';
import { imported } from './product-tools-test-support';

/* The catalogue as CSV both ways: what the export writes, the import reads back as it was. */
describe.each(databaseTargets())('export then import on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    await seedIfEmpty(testApp.db, testApp.store.config, capturedOutput().output);
    asAdmin = (await adminAndShopper(testApp)).asAdmin;
    // Beside the demo catalogue, a product whose text a spreadsheet would run as formulas.
    await createProduct(testApp.db, {
      categorySlug: 'home',
      sku: '-ROUND-TRIP',
      name: '=HYPERLINK("http://evil.test","click")',
      brand: '@Brand',
      description: '+Line one, "quoted"\r\n\tline two',
      comparePriceCents: 999_99,
      isActive: false,
      features: ['=1+1', "'kept apostrophe"],
      tags: ['-tag'],
      specifications: { '=Name': '-value', Ratio: '16:9' },
      images: [{ url: '/api/images/products/x.svg', alt: '+alt text', public_id: 'x' }],
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('imports the exported demo catalogue back with every row unchanged, and changes nothing', async () => {
    const exported = (await asAdmin('GET', '/api/admin/products/export.csv')).body;
    const products = parseCsv(exported).length - 1;
    expect(products).toBeGreaterThan(10);

    const dryRun = await imported(asAdmin, exported, true);
    expect(dryRun.data.rows.filter((row) => row.action !== 'unchanged')).toEqual([]);
    expect(dryRun.data.summary).toEqual({
      rows: products,
      create: 0,
      update: 0,
      unchanged: products,
      invalid: 0,
    });

    const real = await imported(asAdmin, exported, false);
    expect(real.message).toBe('Import complete: 0 created, 0 updated');
    expect((await asAdmin('GET', '/api/admin/products/export.csv')).body).toBe(exported);
  });
});
