import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The route label of a request no route matched: page navigations, which the web app answers (200), and
 * unknown paths (404). Never the raw path, which anyone could vary to grow the series without bound.
 */
const UNMATCHED_ROUTE = 'unmatched';

/** Counts every answer by route pattern (`/api/products/:id`), except those of the routes in `unmeasured`. */
export function measureRequests(app: FastifyInstance, registry: Registry, unmeasured: readonly string[]) {
  const requests = new Counter({
    name: 'aurora_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'aurora_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'aurora_rate_limit_refusals_total',
    help: 'Requests a rate limit refused (429: logins, registrations, password resets, uploads ...), by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (unmeasured.includes(route)) return;
    const { method } = request;
    requests.inc({ method, route, status_code: reply.statusCode });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
    // Every 429 this server sends comes from one of its rate limits.
    if (reply.statusCode === 429) refusals.inc({ route });
  });
}
