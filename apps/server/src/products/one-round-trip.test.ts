import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { NAMES, seedCatalogue } from './catalogue-test-support';

/** What both drivers are underneath Drizzle: one `query` call is one statement sent and answered. */
interface DriverClient {
  query(...args: unknown[]): Promise<unknown>;
}

describe.each(databaseTargets())('round trips to the database on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    await seedCatalogue(testApp.db);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** The statements one request sends, with the micro-cache off (the test config), so each goes to the database. */
  async function statementsFor(url: string) {
    // Drizzle keeps the driver it was made with as `$client`; the shared database type does not name it.
    const { $client } = testApp.db as unknown as { $client: DriverClient };
    const query = vi.spyOn($client, 'query');
    try {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  }

  it('answers a catalogue page with its total and filter options in one', async () => {
    // The first time a product is answered its row is read once more, and its answer text kept (see
    // product-answer-texts.ts); after that, a page of products already answered is one statement.
    expect(await statementsFor('/api/products')).toBe(2);
    expect(await statementsFor('/api/products')).toBe(1);
    const filtered = '/api/products?category=electronics&minPrice=50&sort=price_desc&page=9';
    await statementsFor(filtered);
    expect(await statementsFor(filtered)).toBe(1);
  });

  it('answers a search in one', async () => {
    await statementsFor('/api/products?search=speaker');
    expect(await statementsFor('/api/products?search=speaker')).toBe(1);
  });

  it('answers a product page with its reviews and related products in one', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: '/api/products?search=headphones' });
    const product = list
      .json()
      .data.products.find((entry: { name: string }) => entry.name === NAMES.headphones);

    await statementsFor(`/api/products/${product._id}`);
    expect(await statementsFor(`/api/products/${product._id}`)).toBe(1);
  });
});
