import { NUL_CHARACTER_MESSAGE } from '@aurora-store/api/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

const NUL = '\u0000';

/** A parsed JSON object, query or path; not the Buffer or stream an upload's body may be. */
const isParsedObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !ArrayBuffer.isView(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/** Whether a decoded query, path or JSON body holds U+0000 anywhere, in a key or a value. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (isParsedObject(value)) {
    return Object.entries(value).some(([key, inner]) => key.includes(NUL) || holdsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL refuses U+0000 in text, so a search or a name carrying one would fail inside a query as a 500.
 * Every route refuses it first, as the client's mistake it is (400, with the envelope).
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw badRequest(NUL_CHARACTER_MESSAGE);
    }
  });
}
