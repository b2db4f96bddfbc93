import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productDetailResponseSchema, productListResponseSchema } from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

const BROWSER = 'gzip, deflate, br, zstd';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the socket, before any decoding. */
  bytes: Buffer;
}

/** A GET over a real socket, read as bytes: fetch would decode the body and hide what was sent. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The JSON a browser reads from the answer, decoded as its Content-Encoding says. */
function decoded(answer: RawAnswer): unknown {
  const encoding = answer.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? brotliDecompressSync(answer.bytes)
      : encoding === 'gzip'
        ? gunzipSync(answer.bytes)
        : answer.bytes;
  return JSON.parse(text.toString('utf8'));
}

describe.each(databaseTargets())('the catalogue’s public answers, compressed, on $name', (target) => {
  describe('within the micro-cache window', () => {
    let testApp: TestApp;
    let origin: string;

    beforeAll(async () => {
      testApp = await createTestApp(target, { catalogueCacheMs: 60_000 });
      // Enough products that a page is well past the size worth compressing.
      for (let index = 0; index < 12; index += 1) {
        await createProduct(testApp.db, { name: `Compressed Lamp ${index}` });
      }
      origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('sends each browser the encoding it prefers, every one decoding to the same page', async () => {
      const url = `${origin}/api/products?search=compressed`;
      const plain = await get(url);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const page = productListResponseSchema.parse(decoded(plain));
      expect(page.data.products).toHaveLength(12);

      for (const [acceptEncoding, expected] of [
        [BROWSER, 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['*', 'gzip'],
        ['identity', undefined],
        ['zstd', undefined],
      ] as const) {
        const answer = await get(url, { 'accept-encoding': acceptEncoding });
        expect(answer.status, acceptEncoding).toBe(200);
        expect(answer.headers['content-encoding'], acceptEncoding).toBe(expected);
        expect(answer.headers['content-length'], acceptEncoding).toBe(String(answer.bytes.length));
        expect(answer.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
        expect(answer.headers.etag, acceptEncoding).toBe(plain.headers.etag);
        expect(decoded(answer), acceptEncoding).toEqual(page);
      }
      const compressed = await get(url, { 'accept-encoding': BROWSER });
      expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 3);
    });

    it('sends the copy uncompressed to a client that asks for no compression', async () => {
      const answer = await get(`${origin}/api/products?search=compressed`, {
        'accept-encoding': BROWSER,
        'x-no-compression': '1',
      });

      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(productListResponseSchema.parse(decoded(answer)).data.products).toHaveLength(12);
    });

    it('answers a revalidation of a compressed copy with a 304 and no body', async () => {
      const url = `${origin}/api/products?search=compressed&sort=price_asc`;
      const first = await get(url, { 'accept-encoding': BROWSER });

      const again = await get(url, {
        'accept-encoding': BROWSER,
        'if-none-match': String(first.headers.etag),
      });

      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
    });
  });

  describe('on the database path (no micro-cache)', () => {
    let testApp: TestApp;
    let origin: string;

    beforeAll(async () => {
      testApp = await createTestApp(target, { catalogueCacheMs: 0 });
      origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('never sends the compressed copy of an answer that has changed since', async () => {
      const lamp = await createProduct(testApp.db, {
        name: 'Changing Lamp',
        description: 'A lamp whose page is long enough to be compressed. '.repeat(30),
        priceCents: 40_00,
      });
      const url = `${origin}/api/products/${lamp.id}`;
      const before = await get(url, { 'accept-encoding': BROWSER });
      expect(before.headers['content-encoding']).toBe('br');
      expect(productDetailResponseSchema.parse(decoded(before)).data.product.price).toBe(40);

      await testApp.db.update(products).set({ priceCents: 35_00 }).where(eq(products.id, lamp.id));
      const after = await get(url, { 'accept-encoding': BROWSER });

      expect(after.headers['content-encoding']).toBe('br');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(productDetailResponseSchema.parse(decoded(after)).data.product.price).toBe(35);
      expect(after.headers.vary).toMatch(/authorization/i);
      expect(after.headers.vary).toMatch(/accept-encoding/i);
    });

    it('sends a small answer as it is', async () => {
      const answer = await get(`${origin}/api/products/search-suggestions?q=zzzz`, {
        'accept-encoding': BROWSER,
      });

      expect(answer.status).toBe(200);
      expect(answer.bytes.length).toBeLessThan(1024);
      expect(answer.headers['content-encoding']).toBeUndefined();
    });
  });
});
