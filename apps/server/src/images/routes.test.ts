import { brotliDecompressSync } from 'node:zlib';
import { errorEnvelopeSchema, NUL_CHARACTER_MESSAGE } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { products } from '../db/schema';
import { seedIfEmpty } from '../seed/seed-if-empty';
import { readStore } from '../seed/seed-test-support';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe.each(databaseTargets())('GET /api/images/products/:fileName on $name', (target) => {
  let testApp: TestApp;
  let seeded: (typeof products.$inferSelect)[];

  beforeAll(async () => {
    testApp = await createTestApp(target);
    await seedIfEmpty(testApp.db, testApp.store.config, { info: () => {}, notice: () => {} });
    seeded = (await readStore(testApp.db)).products;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('draws a product as a cacheable SVG that names it', async () => {
    const response = await get('/api/images/products/el-son-001.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800"/);
    expect(response.body).toContain('<title>Sonique Arc Pro Wireless Headphones</title>');
    expect(response.body).not.toMatch(/<script|on\w+=/i);
  });

  it('sends the same drawing compressed to a browser that accepts it', async () => {
    const plain = await get('/api/images/products/el-son-001.svg');
    const asBrowser = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/images/products/el-son-001.svg',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });

    const first = await asBrowser();
    const again = await asBrowser();

    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('escapes the text it draws', async () => {
    const candle = seeded.find((product) => product.name.includes('&'));
    const url = candle?.images[0]?.url ?? '';

    const response = await get(url);

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Cedar &amp; Amber Soy Candle');
    expect(response.body).not.toContain('Cedar & Amber');
  });

  it('draws the same picture as a PNG for link previews, which show no SVG', async () => {
    const response = await get('/api/images/products/el-son-001.png');
    const png = response.rawPayload;

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The header chunk's width and height: the drawing's own 800 by 800.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 800]);
    expect((await get('/api/images/products/zz-none-999.png')).statusCode).toBe(404);
  });

  it('answers the same drawing every time', async () => {
    const [first, second] = await Promise.all([
      get('/api/images/products/ho-lum-001.svg'),
      get('/api/images/products/ho-lum-001.svg'),
    ]);

    expect(first.body).toBe(second.body);
  });

  it('serves every image of every seeded product', async () => {
    const urls = seeded.flatMap((product) => product.images.map((image) => image.url));
    expect(urls.length).toBeGreaterThanOrEqual(2 * seeded.length);

    const statuses = await Promise.all(urls.map(async (url) => (await get(url)).statusCode));

    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const product of seeded) {
      for (const image of product.images) {
        expect(image.url).toMatch(/^\/api\/images\/products\/[a-z0-9-]+\.svg$/);
        expect(image.alt).toContain(product.name);
        expect(image.public_id).not.toBe('');
      }
    }
  });

  it.each([
    ['an unknown product', '/api/images/products/zz-none-999.svg'],
    ['a variant the product does not have', '/api/images/products/el-son-001-back.svg'],
    ['a name without the extension', '/api/images/products/el-son-001'],
    ['an upper-case name', '/api/images/products/EL-SON-001.svg'],
    ['a path traversal', '/api/images/products/..%2F..%2F..%2Fpackage.json'],
    ['markup in the name', '/api/images/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E.svg'],
  ])('answers 404 with the JSON envelope for %s', async (_case, url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
  });

  it('refuses a null byte in the name with 400 and the envelope, as every route does', async () => {
    const response = await get('/api/images/products/el-son-001.svg%00.png');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: NUL_CHARACTER_MESSAGE });
  });
});
