import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { errorEnvelope } from '../http/error-envelope';
import { bearerTokenCheck } from './bearer-token';

/** Where Prometheus looks by default; outside /api, as it is for operators, not for the store's clients. */
export const METRICS_PATH = '/metrics';

export function metricsRoute(app: FastifyInstance, registry: Registry, token: string) {
  const authorized = bearerTokenCheck(token);
  app.get(METRICS_PATH, async (request, reply) => {
    // Figures of this moment: a cached copy would show a scraper the past as the present.
    reply.header('cache-control', 'no-store');
    if (!authorized(request.headers.authorization)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorEnvelope('The metrics need their bearer token'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
