import { API_TIMEOUT_MS } from '../contract/constants';
import type { healthResponseSchema } from '../contract/health';
import { HEALTH_PATH } from '../contract/paths';
import { ApiError } from './api-error';
import { authCalls } from './calls/auth';
import { cartCalls } from './calls/cart';
import { catalogueCalls } from './calls/catalogue';
import { compareCalls } from './calls/compare';
import { orderCalls } from './calls/orders';
import { reviewCalls } from './calls/reviews';
import { unsubscribeCalls } from './calls/unsubscribe';
import { wishlistCalls } from './calls/wishlist';
import { readFailure } from './read-failure';
import type { AnswerOf, HttpMethod, QueryValue, RequestOptions } from './request';

export interface ApiClientOptions {
  /** Origin the API lives on; '' calls the page's own origin, where the server serves the app. */
  baseUrl: string;
  /** The bearer token for the signed-in user, read anew before every call. */
  getToken?: () => string | null | undefined;
  /** Called when any call answers 401, before its ApiError is thrown. */
  onUnauthorized?: () => void;
  /** Called when any call answers 403 (signed in, but not allowed), before its ApiError is thrown. */
  onForbidden?: () => void;
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

  function answeredRefusal(status: number): void {
    if (status === 401) options.onUnauthorized?.();
    if (status === 403) options.onForbidden?.();
  }

  async function request<Answer>(
    method: HttpMethod,
    path: string,
    { body, query, headers, signal, timeoutMs: callTimeoutMs = timeoutMs }: RequestOptions = {},
  ): Promise<Answer> {
    const token = options.getToken?.();
    // A timer of our own rather than AbortSignal.timeout(), so it is cleared as soon as the answer is in.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), callTimeoutMs);
    const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
    if (token) requestHeaders.Authorization = `Bearer ${token}`;
    // A form (a file upload) sets its own multipart content type, boundary included: never JSON's.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';

    let response: Response;
    let text: string;
    // The answer's body is part of the call: a connection cut while it arrives fails as one that never answered.
    try {
      response = await fetchImpl(buildUrl(options.baseUrl, path, query), {
        method,
        headers: requestHeaders,
        body: body === undefined || isForm ? body : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
      text = await response.text();
    } catch (error) {
      throw callFailure(error, { timeout, signal, timeoutMs: callTimeoutMs });
    } finally {
      clearTimeout(timer);
    }

    const payload = parseJson(text);
    if (!response.ok) {
      answeredRefusal(response.status);
      const failure = readFailure(payload);
      throw new ApiError(
        response.status,
        failure?.message ?? `Request failed with status ${response.status}`,
        failure?.errors,
      );
    }
    // Not the envelope at all (a proxy's HTML page, say): say so rather than hand a screen an odd shape.
    if (!isSuccessEnvelope(payload)) throw new ApiError(response.status, UNREADABLE_ANSWER);
    return payload as Answer;
  }

  /**
   * A file the server sends (a CSV export): its bytes and the name its Content-Disposition gives. The same
   * token, 401 handling and failure envelope as `request`; `timeoutMs` may be longer, for a large export.
   */
  async function downloadFile(
    path: string,
    { query, signal, timeoutMs: fileTimeoutMs = timeoutMs }: DownloadOptions = {},
  ): Promise<DownloadedFile> {
    const token = options.getToken?.();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), fileTimeoutMs);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    let blob: Blob;
    try {
      response = await fetchImpl(buildUrl(options.baseUrl, path, query), {
        headers,
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
      blob = await response.blob();
    } catch (error) {
      throw callFailure(error, { timeout, signal, timeoutMs: fileTimeoutMs });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      answeredRefusal(response.status);
      const failure = readFailure(parseJson(await blob.text()));
      throw new ApiError(
        response.status,
        failure?.message ?? `Request failed with status ${response.status}`,
        failure?.errors,
      );
    }
    return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }

  return {
    request,
    downloadFile,
    health: (signal?: AbortSignal) =>
      request<AnswerOf<typeof healthResponseSchema>>('GET', HEALTH_PATH, { signal }),
    ...authCalls(request),
    ...catalogueCalls(request),
    ...cartCalls(request),
    ...wishlistCalls(request),
    ...compareCalls(request),
    ...orderCalls(request),
    ...reviewCalls(request),
    ...unsubscribeCalls(request),
  };
}

export interface DownloadOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition; undefined when it names none. */
  fileName: string | undefined;
}

/** The file name of a Content-Disposition header (`attachment; filename="products.csv"`). */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  const match = contentDisposition?.match(/filename="([^"]+)"|filename=([^;\s]+)/i);
  return match?.[1] ?? match?.[2];
}

/**
 * What a call that got no whole answer throws: the caller's own abort as it is, else an ApiError with status 0
 * (the server did not answer in time, or could not be reached or stopped halfway).
 */
function callFailure(
  error: unknown,
  {
    timeout,
    signal,
    timeoutMs,
  }: { timeout: AbortController; signal: AbortSignal | undefined; timeoutMs: number },
): unknown {
  if (timeout.signal.aborted)
    return new ApiError(0, `The server did not answer within ${timeoutMs / 1000} seconds`);
  if (signal?.aborted) return error;
  return new ApiError(0, 'Could not reach the server. Check your connection and try again.');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSuccessEnvelope(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'success' in payload && payload.success === true;
}

export type ApiClient = ReturnType<typeof createApiClient>;
