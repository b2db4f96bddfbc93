import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createAdminApi } from './create-admin-api';
import { buildUrl, createApiClient } from './create-api-client';

const healthy = {
  success: true,
  message: 'Server is running',
  data: { status: 'ok', uptime: 3.2, database: 'connected' },
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A 200 whose body stops after `start`: the connection dropped while the answer arrived. */
function cutOffAnswer(start: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200 });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('joins the base and path and leaves out empty query values', () => {
    expect(
      buildUrl('http://api.test/', '/api/products', { page: 2, search: '', category: undefined, q: 'a b' }),
    ).toBe('http://api.test/api/products?page=2&q=a+b');
    expect(buildUrl('', '/api/health')).toBe('/api/health');
  });
});

describe('createApiClient', () => {
  it('sends the bearer token on every call and returns the answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(jsonResponse(200, healthy));
    const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'token-1', fetch });

    await expect(client.health()).resolves.toEqual(healthy);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/health');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(jsonResponse(200, healthy));
    await createApiClient({ baseUrl: '', getToken: () => null, fetch }).health();
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends a JSON body with its content type', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(jsonResponse(201, { success: true, data: { id: 'x' } }));
    const client = createApiClient({ baseUrl: '', fetch });
    await expect(
      client.request<{ data: { id: string } }>('POST', '/api/things', { body: { name: 'A' } }),
    ).resolves.toMatchObject({
      data: { id: 'x' },
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws one ApiError with the status, message and field errors of a failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(
      jsonResponse(400, {
        success: false,
        message: 'Validation failed',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    const error = await createApiClient({ baseUrl: '', fetch })
      .health()
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Validation failed' });
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'Please enter a valid email address' });
  });

  it('calls onUnauthorized on a 401, then throws', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(jsonResponse(401, { success: false, message: 'Not authorized' }));
    const client = createApiClient({ baseUrl: '', getToken: () => 'expired', onUnauthorized, fetch });

    await expect(client.health()).rejects.toMatchObject({ status: 401, message: 'Not authorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onForbidden on a 403, then throws, and neither hook for a 401 or a 403 the other way round', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(jsonResponse(403, { success: false, message: 'Admin access required' }));
    const client = createApiClient({
      baseUrl: '',
      getToken: () => 'demoted',
      onUnauthorized,
      onForbidden,
      fetch,
    });

    await expect(client.health()).rejects.toMatchObject({ status: 403, message: 'Admin access required' });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other failures', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(jsonResponse(503, { success: false, message: 'Database unavailable' }));
    await expect(createApiClient({ baseUrl: '', onUnauthorized, fetch }).health()).rejects.toMatchObject({
      status: 503,
      message: 'Database unavailable',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an answer that is not the error envelope by its status', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createApiClient({ baseUrl: '', fetch }).health()).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('refuses a success answer that is not the envelope (a proxy page, say)', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response('<html>Signed out of the captive portal</html>', { status: 200 }));
    await expect(createApiClient({ baseUrl: '', fetch }).health()).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an answer this app cannot read',
    });
  });

  it('gives up after the 10-second timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const outcome = createApiClient({ baseUrl: '', fetch })
      .health()
      .catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toMatchObject({
      status: 0,
      message: 'The server did not answer within 10 seconds',
    });
  });

  it('waits longer for a call that says it takes long (a catalogue import), and only for that call', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createApiClient({ baseUrl: '', fetch, getToken: () => 'token' });
    let settled = false;
    const importing = createAdminApi(client)
      .importProducts({ csv: 'sku\n', dryRun: true })
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true;
      });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(110_000);
    await expect(importing).resolves.toMatchObject({
      status: 0,
      message: 'The server did not answer within 120 seconds',
    });
  });

  it('downloads a file with the token, and names it from Content-Disposition', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(
      new Response('sku,name\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="products.csv"' },
      }),
    );
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch, getToken: () => 'token' });
    const file = await createAdminApi(client).exportProducts({ search: 'lamp', status: 'inactive' });
    expect(file.fileName).toBe('products.csv');
    expect(await file.blob.text()).toBe('sku,name\r\n');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://shop.test/api/admin/products/export.csv?search=lamp&status=inactive');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('reads a refused download as the failure envelope', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(Response.json({ success: false, message: 'Access denied' }, { status: 403 }));
    await expect(
      createAdminApi(createApiClient({ baseUrl: '', fetch })).exportProducts(),
    ).rejects.toMatchObject({ status: 403, message: 'Access denied' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('fetch failed'));
    await expect(createApiClient({ baseUrl: '', fetch }).health()).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('fails as a lost connection when the answer stops halfway, whatever status came first', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(cutOffAnswer('{"success":true,"mess'));
    await expect(createApiClient({ baseUrl: '', fetch }).health()).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('counts the time the body takes against the timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(stalled, { status: 200 });
    });
    const outcome = createApiClient({ baseUrl: '', fetch })
      .health()
      .catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toMatchObject({
      status: 0,
      message: 'The server did not answer within 10 seconds',
    });
  });

  it('turns a download cut off halfway into an ApiError with status 0', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(cutOffAnswer('sku,name\n'));
    await expect(
      createApiClient({ baseUrl: '', fetch }).downloadFile('/api/admin/products/export'),
    ).rejects.toMatchObject({ status: 0 });
  });
});
