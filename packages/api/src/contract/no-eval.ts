/** zod's settings, which every copy of zod in a page reads from this global (zod/v4/core's `globalConfig`). */
type ZodSettingsHolder = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * For a page under a Content-Security-Policy without 'unsafe-eval' (ours: `script-src 'self'`): zod compiles a
 * fast parser for each object schema with `new Function`, and merely testing whether it may do so is refused
 * by the policy and reported as a violation (Lighthouse's best practices). Call before any schema is built;
 * parsing stays correct, a little slower, which a form never notices. The server keeps the compiled parsers.
 *
 * The setting goes on zod's shared global instead of through `config()` from zod/v4/core: importing that put
 * 10.6 KB of zod (3.5 KiB gzipped) in the script of every first visit, where no schema is built. The global
 * is zod's own way to share settings between copies; no-eval.test.ts checks that zod still reads it.
 */
export function parseSchemasWithoutEval() {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
