import { brotliDecompressSync } from 'node:zlib';
import { errorEnvelopeSchema } from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { products } from '../db/schema';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { APP_JS, APP_JS_MAP, createWebBuild, FRAMES, PRODUCT_PAGE_CODE } from '../test-support/web-build';

const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(databaseTargets())('the built web app on $name', (target) => {
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    webBuild = await createWebBuild();
    store = await target.createStore({ webDistDir: webBuild.dir });
    app = await buildApp({ config: store.config, database: await store.open() });
  });

  afterAll(async () => {
    await app?.close();
    await store?.dispose();
    await webBuild?.remove();
  });

  it.each([
    ['/', 200, 'Aurora Store', FRAMES.home],
    ['/?utm_source=mail', 200, 'Aurora Store', FRAMES.home],
    ['/products?page=2', 200, 'Products | Aurora Store', FRAMES.catalogue],
    ['/admin/orders', 200, 'Order Management | Aurora Store Admin', FRAMES.admin],
    // No page answers these: the app still loads and says so, but a search engine is told 404.
    ['/productx', 404, 'Page Not Found | Aurora Store', FRAMES.notFound],
    ['/no/such/page', 404, 'Page Not Found | Aurora Store', FRAMES.notFound],
    ['/admin/nothing', 404, 'Page Not Found | Aurora Store Admin', FRAMES.admin],
  ])(
    'loads the app for the page %s (status %i), with its own title and its first frame',
    async (url, status, title, frame) => {
      const response = await app.inject({ method: 'GET', url, headers: asBrowser });

      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<script type="module" src="/assets/app.js"></script>');
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.body.split('</head>')[0]?.match(/<title>/g)).toHaveLength(1);
      expect(response.body).not.toContain(PRODUCT_PAGE_CODE);
      // The page's own frame, whose icon keeps its own title.
      expect(response.body).toContain(frame);
      expect(response.body).toContain('<svg><title>Aurora logo</title></svg>');
    },
  );

  it.each(['/product/x', '/product/x?tab=reviews', '/product'])(
    'answers %s with the page the build wrote for its first path segment (the app naming that route’s code), as not found',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: asBrowser });

      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(PRODUCT_PAGE_CODE);
      expect(response.body).toContain(FRAMES.product);
    },
  );

  it('sends a page compressed, still to be revalidated on every visit, and a 304 when unchanged', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/cart',
      headers: { ...asBrowser, 'accept-encoding': 'br' },
    });
    const again = await app.inject({
      method: 'GET',
      url: '/cart',
      headers: { ...asBrowser, 'if-none-match': String(response.headers.etag) },
    });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<title>Shopping Cart | Aurora Store</title>',
    );
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a page changed since as it is now, compressed as the browser asks', async () => {
    const { db } = app.database;
    const lamp = await createProduct(db, { name: 'Amber Desk Lamp' });
    const page = () =>
      app.inject({
        method: 'GET',
        url: `/product/${lamp.id}`,
        headers: { ...asBrowser, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
    const title = (response: Awaited<ReturnType<typeof page>>) =>
      /<title>([^<]*)<\/title>/.exec(brotliDecompressSync(response.rawPayload).toString())?.[1];

    const first = await page();
    const again = await page();
    await db.update(products).set({ name: 'Cobalt Desk Lamp' }).where(eq(products.id, lamp.id));
    const renamed = await page();

    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(title(first)).toBe('Amber Desk Lamp | Aurora Store');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renamed.headers['content-encoding']).toBe('br');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(title(renamed)).toBe('Cobalt Desk Lamp | Aurora Store');
  });

  it.each(['/index.html', '/pages/product.html', '/index.html.br'])(
    'never sends the build’s page %s as a file, without its head',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: asBrowser });

      expect(response.body).not.toContain('the build’s own description');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it('sends the Brotli copy the build wrote to a browser that accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('keeps the build’s source maps from the public, and names none', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app.js.map', headers: { accept: '*/*' } });
    const script = await app.inject({ method: 'GET', url: '/assets/app.js' });

    expect(map.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(map.json()).message).toBe('Route not found');
    expect(map.body).not.toContain('mappings');
    expect(script.headers.sourcemap).toBeUndefined();
  });

  it('answers a missing asset with a 404, not with the page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });

    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Route not found');
  });

  it('keeps unknown API paths as JSON 404s, even for a browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown', headers: asBrowser });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Route not found');
  });

  it('answers a non-GET request to a page path with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/product/x', headers: asBrowser });

    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).message).toBe('Route not found');
  });

  it('sends the security headers with a policy a Vite-built app can run under', async () => {
    const response = await app.inject({ method: 'GET', url: '/product/x', headers: asBrowser });

    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe.each(databaseTargets())('the built web app with SERVE_SOURCE_MAPS=true on $name', (target) => {
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    webBuild = await createWebBuild();
    store = await target.createStore({ webDistDir: webBuild.dir, serveSourceMaps: true });
    app = await buildApp({ config: store.config, database: await store.open() });
  });

  afterAll(async () => {
    await app?.close();
    await store?.dispose();
    await webBuild?.remove();
  });

  it('serves the maps and names each in its script’s SourceMap header, compressed or not', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    const script = await app.inject({ method: 'GET', url: '/assets/app.js' });
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(map.statusCode).toBe(200);
    expect(map.body).toBe(APP_JS_MAP);
    expect(script.headers.sourcemap).toBe('app.js.map');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.sourcemap).toBe('app.js.map');
  });
});
