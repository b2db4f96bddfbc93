import { config } from 'zod/v4/core';

/**
 * For a page under a Content-Security-Policy without 'unsafe-eval' (ours: `script-src 'self'`): zod compiles a
 * fast parser for each object schema with `new Function`, and merely testing whether it may do so is refused
 * by the policy and reported as a violation (Lighthouse's best practices). Call before any schema is built;
 * parsing stays correct, a little slower, which a form never notices. The server keeps the compiled parsers.
 */
export function parseSchemasWithoutEval() {
  config({ jitless: true });
}
