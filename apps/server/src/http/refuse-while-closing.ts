import { SHUTTING_DOWN_MESSAGE } from '@aurora-store/api/contract';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './error-envelope';

/** How soon a client may ask again: another process behind the balancer answers at once. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Once shutdown has begun, a request that still reaches this process (pipelined behind one that is running, or
 * sent on a keep-alive connection that was busy) is refused with a 503 in the API's error envelope, as every
 * other refusal is, and its connection closed, so the client or the balancer asks another process. Fastify's
 * own answer (`return503OnClosing`, turned off in app.ts) has a shape of its own, which clients could not read.
 * Refused before any handler runs: the database closes once the running handlers are done.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback, not an async function: every request passes here, and most need no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(errorEnvelope(SHUTTING_DOWN_MESSAGE));
  });
}
