import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../db/open-database';
import { measureConnections } from './connection-gauges';
import { measureRequests } from './http-metrics';
import { METRICS_PATH, metricsRoute } from './metrics-route';
import { measureOrders, metricsOff, type StoreMetrics } from './order-metrics';
import { measureOutbox } from './outbox-gauges';

export type { StoreMetrics } from './order-metrics';

/**
 * `GET /metrics` in Prometheus' text format, when `METRICS_TOKEN` is set; without it there is no such route
 * (it answers as any unknown path) and nothing is measured. Register before the routes, so every route is
 * measured. Each app has a registry of its own rather than prom-client's global one: tests build many apps in
 * one process, and each must see its own figures.
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, database }: { token: string | undefined; database: Database },
): StoreMetrics {
  if (!token) return metricsOff;
  const registry = new Registry();
  // The process's own figures: CPU, memory, heap, event loop delay, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });
  measureRequests(app, registry, [METRICS_PATH]);
  // The connections before the outbox: a scrape's own outbox query must not count itself as in use.
  measureConnections(registry, database);
  measureOutbox(registry, database.db, app.log);
  metricsRoute(app, registry, token);
  return measureOrders(registry);
}
