import type { ApiClient } from '@aurora-store/api';
import { type MockAnswer, mockApiClient } from './mock-api-client';

export type { MockAnswer };

export interface MockRequest {
  url: URL;
  /**
   * The request's parsed JSON body, if it sent one; a multipart body (FormData) as its parts by name, a file
   * part as the File itself, so a handler can read its name and type (`{ file: File }` for an upload).
   */
  body: unknown;
  headers: Headers;
  /** The path's `:name` segments, e.g. `{ id: '...' }` for 'GET /api/products/:id'. */
  params: Record<string, string>;
}

export type MockHandler = MockAnswer | ((request: MockRequest) => MockAnswer);

/** Routes keyed 'METHOD /api/path/:param', e.g. `{ 'GET /api/products/featured': ok(answers.featured) }`. */
export type MockRoutes = Record<string, MockHandler>;

export const ok = (body: unknown, status = 200): MockAnswer => ({ status, body });

/** A failure as the server writes it: the envelope of api.md. */
export const failure = (status: number, message: string, errors: unknown[] = []): MockAnswer => ({
  status,
  body: { success: false, message, ...(errors.length > 0 ? { errors } : {}) },
});

function requestBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body === 'string') return JSON.parse(init.body) as unknown;
  if (init?.body instanceof FormData) return Object.fromEntries(init.body.entries());
  return undefined;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/**
 * A real api client over a fake server made of routes. A route no story declared answers 404 and says so
 * in the console, so a missing mock is loud rather than a silent spinner.
 */
export function mockRoutesClient(routes: MockRoutes): ApiClient {
  return mockApiClient((url, init) => {
    const method = init?.method ?? 'GET';
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ');
      if (routeMethod !== method || !pattern) continue;
      const params = matchPath(pattern, url.pathname);
      if (!params) continue;
      if (typeof handler !== 'function') return handler;
      return handler({ url, body: requestBody(init), headers: new Headers(init?.headers), params });
    }
    console.warn(`No story route for ${method} ${url.pathname}`);
    return failure(404, `No story route for ${method} ${url.pathname}`);
  });
}

/**
 * A route whose first answer fails (a load that fails once, for a story's Retry) and whose later answers are
 * `then`'s. Reset it in the story's `beforeEach`, so a re-run fails first again.
 */
export function failingOnce(then: MockHandler, first: MockAnswer = failure(500, 'Database unavailable')) {
  let calls = 0;
  return {
    reset: () => {
      calls = 0;
    },
    handler: (request: MockRequest): MockAnswer => {
      calls += 1;
      if (calls === 1) return first;
      return typeof then === 'function' ? then(request) : then;
    },
  };
}
