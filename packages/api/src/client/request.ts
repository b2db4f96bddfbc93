import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<Answer extends z.ZodType> {
  /** Validates the success answer, so a caller never reads a shape the contract does not promise. */
  answer: Answer;
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The one way every typed call reaches the server; each resource's calls are built on it. */
export type ApiRequest = <Answer extends z.ZodType>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<Answer>,
) => Promise<z.infer<Answer>>;
