import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The answer a call promises: the type of its contract schema. Types only, on purpose: the schemas would bring
 * zod and the whole contract into the shopper's first download (about 30 KiB gzip). The server that answers is
 * built from the same commit and validates its answers against these schemas in the contract tests.
 */
export type AnswerOf<Schema extends z.ZodType> = z.infer<Schema>;

export interface RequestOptions {
  /** Sent as JSON; a FormData is sent as it is, as multipart/form-data. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Longer than the spec's 10 s for a call known to take long (a catalogue import); the default otherwise. */
  timeoutMs?: number;
}

/** The one way every typed call reaches the server; each resource's calls are built on it. */
export type ApiRequest = <Answer>(
  method: HttpMethod,
  path: string,
  options?: RequestOptions,
) => Promise<Answer>;
