import { BODY_TOO_DEEP_MESSAGE, JSON_MAX_DEPTH } from '@aurora-store/api/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text opens more than `limit` objects or arrays inside one another, read as text in one pass
 * (brackets inside strings do not count). Text that is not JSON at all is the parser's to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies are measured before they are parsed: a body nested 50,000 levels deep parsed fine and then ran
 * the stack out in the first check that walked it (every route answered 500). Refused here, it never reaches a
 * hook, a schema or a handler. The parsing itself stays Fastify's own (prototype-poisoning checks included).
 */
export function refuseDeepJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(badRequest(BODY_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
