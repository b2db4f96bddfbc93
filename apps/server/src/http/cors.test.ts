import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ME_PATH, PRODUCTS_PATH } from '@aurora-store/api/contract';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../tests/support/chromium';
import { products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** A page of a frontend hosted apart from the API, as the store the spec was written from hosts its own. */
async function startFrontend(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Frontend</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** What a page's `fetch` to the API came to: the answer, or the TypeError a browser gives for a CORS refusal. */
type FetchOutcome = { status: number; body: unknown } | { error: string };

/** Calls the API from a page of `origin`, in the browser, as that frontend's own code would. */
async function fetchFrom(page: Page, origin: string, url: string, token?: string): Promise<FetchOutcome> {
  await page.goto(origin);
  return page.evaluate(
    async ({ url, token }) => {
      try {
        const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
        return { status: response.status, body: await response.json() };
      } catch (error) {
        return { error: error instanceof Error ? error.name : String(error) };
      }
    },
    { url, token },
  );
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
});

/*
 * Issue 16, item 10: the pages of the origins in CORS_ORIGINS may call the API from the browser, preflight
 * and all; any other origin's page is refused by the browser, as it is by default.
 */
describe.each(databaseTargets())('calls from other origins on $name', (target) => {
  let listed: Awaited<ReturnType<typeof startFrontend>>;
  let unlisted: Awaited<ReturnType<typeof startFrontend>>;
  let testApp: TestApp;
  let withoutList: TestApp;
  let api: string;
  let token: string;
  let page: Page;

  beforeAll(async () => {
    [listed, unlisted] = await Promise.all([startFrontend(), startFrontend()]);
    [testApp, withoutList] = await Promise.all([
      createTestApp(target, { corsOrigins: [listed.origin] }),
      createTestApp(target),
    ]);
    api = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await createUser(testApp)).token;
    await createProduct(testApp.db, { name: 'Cross-Origin Lamp' });
    page = await browser.newPage();
  });

  afterAll(async () => {
    await page?.close();
    await Promise.all([testApp?.close(), withoutList?.close()]);
    for (const frontend of [listed, unlisted]) frontend?.server.close();
  });

  function preflight(app: TestApp, origin: string) {
    return app.app.inject({
      method: 'OPTIONS',
      url: ME_PATH,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  }

  it('lets a listed origin’s page read a signed-in answer (a preflighted call) and the catalogue', async () => {
    const me = await fetchFrom(page, listed.origin, `${api}${ME_PATH}`, token);
    const catalogue = await fetchFrom(page, listed.origin, `${api}${PRODUCTS_PATH}`);

    expect(me).toMatchObject({ status: 200, body: { success: true, data: { user: { firstName: 'Ada' } } } });
    expect(catalogue).toMatchObject({
      status: 200,
      body: { data: { products: [{ name: 'Cross-Origin Lamp' }] } },
    });
  });

  it('keeps Origin in Vary beside what the answer itself varies by', async () => {
    const [product] = await testApp.db.select({ id: products.id }).from(products);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${PRODUCTS_PATH}/${product?.id}`,
      headers: { origin: listed.origin },
    });

    expect(response.headers['access-control-allow-origin']).toBe(listed.origin);
    expect(String(response.headers.vary).toLowerCase().split(', ')).toEqual(
      expect.arrayContaining(['origin', 'authorization']),
    );
  });

  it('lets the browser refuse any other origin’s page', async () => {
    expect(await fetchFrom(page, unlisted.origin, `${api}${ME_PATH}`, token)).toEqual({ error: 'TypeError' });
    expect(await fetchFrom(page, unlisted.origin, `${api}${PRODUCTS_PATH}`)).toEqual({ error: 'TypeError' });
  });

  it('answers a listed origin’s preflight with what it may send', async () => {
    const response = await preflight(testApp, listed.origin);

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(listed.origin);
    expect(response.headers['access-control-allow-headers']).toContain('Authorization');
    expect(response.headers['access-control-allow-methods']).toContain('DELETE');
    expect(response.headers.vary).toContain('Origin');
  });

  it('answers another origin’s preflight as an unknown route, without CORS headers', async () => {
    const response = await preflight(testApp, unlisted.origin);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route not found' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets no other origin in without CORS_ORIGINS', async () => {
    const response = await preflight(withoutList, listed.origin);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route not found' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
