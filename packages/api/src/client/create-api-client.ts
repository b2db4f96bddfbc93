import type { z } from 'zod';
import { API_TIMEOUT_MS } from '../contract/constants';
import { errorEnvelopeSchema } from '../contract/envelope';
import { HEALTH_PATH, healthResponseSchema } from '../contract/health';
import { ApiError } from './api-error';
import { adminCatalogueCalls } from './calls/admin-catalogue';
import { adminOperationsCalls } from './calls/admin-operations';
import { authCalls } from './calls/auth';
import { cartCalls } from './calls/cart';
import { catalogueCalls } from './calls/catalogue';
import { compareCalls } from './calls/compare';
import { orderCalls } from './calls/orders';
import { wishlistCalls } from './calls/wishlist';
import type { HttpMethod, QueryValue, RequestOptions } from './request';

export interface ApiClientOptions {
  /** Origin the API lives on; '' calls the page's own origin, where the server serves the app. */
  baseUrl: string;
  /** The bearer token for the signed-in user, read anew before every call. */
  getToken?: () => string | null | undefined;
  /** Called when any call answers 401, before its ApiError is thrown. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const UNREADABLE_ANSWER = 'The server sent an answer this app cannot read';

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
}

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<Answer extends z.ZodType>(
    method: HttpMethod,
    path: string,
    { answer, body, query, headers, signal }: RequestOptions<Answer>,
  ): Promise<z.infer<Answer>> {
    const token = options.getToken?.();
    // A timer of our own rather than AbortSignal.timeout(), so it is cleared as soon as the answer is in.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    if (token) requestHeaders.Authorization = `Bearer ${token}`;
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(options.baseUrl, path, query), {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
    } catch (error) {
      if (timeout.signal.aborted) {
        throw new ApiError(0, `The server did not answer within ${timeoutMs / 1000} seconds`);
      }
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
    } finally {
      clearTimeout(timer);
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const failure = errorEnvelopeSchema.safeParse(payload);
      const message = failure.success
        ? failure.data.message
        : `Request failed with status ${response.status}`;
      throw new ApiError(response.status, message, failure.success ? failure.data.errors : []);
    }
    const success = answer.safeParse(payload);
    if (!success.success) throw new ApiError(response.status, UNREADABLE_ANSWER);
    return success.data;
  }

  return {
    request,
    health: (signal?: AbortSignal) => request('GET', HEALTH_PATH, { answer: healthResponseSchema, signal }),
    ...authCalls(request),
    ...catalogueCalls(request),
    ...cartCalls(request),
    ...wishlistCalls(request),
    ...compareCalls(request),
    ...orderCalls(request),
    ...adminCatalogueCalls(request),
    ...adminOperationsCalls(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
