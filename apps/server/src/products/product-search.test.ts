import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { searchMatches } from './product-search';

const WORDS = [
  'Walnut',
  'Copper',
  'Linen',
  'Granite',
  'Velvet',
  'Maple',
  'Cobalt',
  'Amber',
  'Slate',
  'Ivory',
];
const THINGS = ['Desk Lamp', 'Kettle', 'Throw Blanket', 'Backpack', 'Speaker', 'Notebook'];

describe.each(databaseTargets())('the catalogue search on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    // A catalogue the size of the demo store's: 60 products.
    for (const [index, word] of WORDS.entries()) {
      for (const thing of THINGS) {
        await createProduct(testApp.db, {
          name: `${word} ${thing}`,
          brand: `${word} & Co`,
          sku: `S-${index}-${thing}`,
        });
      }
    }
    await testApp.db.execute(sql`analyze ${products}`);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  // Migration 0011: comparing every name and brand by trigrams, row by row, costs two to three times what the
  // indexes do on a catalogue of this size.
  it.each([
    ['walnutt', 'Walnut Desk Lamp'],
    ['copperr kettle', 'Copper Kettle'],
    ['granite throw blankett', 'Granite Throw Blanket'],
  ])('finds "%s" through the trigram indexes, not by comparing every row', async (text, sought) => {
    const search = testApp.db.select({ name: products.name }).from(products).where(searchMatches(text));
    const plan = await testApp.db.execute(sql`explain ${search.getSQL()}`);

    expect(JSON.stringify(plan)).toContain('products_name_trgm_idx');
    expect((await search).map((product) => product.name)).toContain(sought);
  });
});
