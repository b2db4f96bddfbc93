import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@aurora-store/api/contract';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** How long a browser may reuse a preflight's answer before asking again. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Lets the pages of the listed origins call the API from the browser, as a frontend hosted apart from the API
 * does (the store the spec was written from is built that way). Without a list nothing changes: no CORS
 * headers, and a preflight is the 404 of any unknown route.
 *
 * Origins are exact and matched as a whole (`parseCorsOrigins`), never `*`. The store signs in with a bearer
 * token, not cookies, so credentials are not needed; they are allowed all the same for the listed origins
 * because a frontend written for that store may send them (`withCredentials`), and with exact origins and no
 * cookie to carry they give a listed page nothing it could not already do.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(fastifyCors, {
    // A function rather than the list: an origin that is not listed then gets no CORS header at all, and its
    // preflight the JSON 404, instead of a 204 the browser refuses anyway.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_KEY_HEADER],
    // What a page may read beyond the simple headers: a 429's wait, an export's file name, a replayed order.
    exposedHeaders: ['Retry-After', 'Content-Disposition', IDEMPOTENT_REPLAY_HEADER],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    // A listed origin's OPTIONS without Access-Control-Request-Method would get a plain-text 400; an answer
    // with the allow headers does no harm and keeps every answer JSON or empty.
    strictPreflight: false,
  });
}
