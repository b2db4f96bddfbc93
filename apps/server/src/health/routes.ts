import {
  errorEnvelopeSchema,
  HEALTH_PATH,
  healthResponseSchema,
  LIVENESS_PATH,
  livenessResponseSchema,
  READINESS_PATH,
  readinessResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knownMigrationTimes } from '../db/migration-journal';
import type { Database } from '../db/open-database';
import { errorEnvelope } from '../http/error-envelope';
import { checkReadiness } from './readiness';
import { openRedisProbe } from './redis-probe';

/** The web app's start-up gate polls this until the server and its database both answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    HEALTH_PATH,
    { schema: { response: { 200: healthResponseSchema, 503: errorEnvelopeSchema } } },
    async (request, reply) => {
      // A cached "ok" would hide an outage from the start-up gate and from load balancers.
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'Health check: the database did not answer');
        return reply.code(503).send(errorEnvelope('Database unavailable'));
      }
      return reply.code(200).send({
        success: true,
        message: 'Server is running',
        data: { status: 'ok', uptime: process.uptime(), database: 'connected' },
      });
    },
  );

  const readinessSources = {
    database,
    knownMigrations: knownMigrationTimes(),
    redis: app.config.redisUrl ? await openRedisProbe(app.config.redisUrl) : undefined,
  };
  app.addHook('onClose', async () => readinessSources.redis?.close());
  let wasReady = true;

  // For a load balancer: send this process requests only while it can serve them. It asks every few seconds,
  // so the probes themselves are not logged; the app's log says when the answer changes, and why.
  app.get(
    READINESS_PATH,
    { logLevel: 'warn', schema: { response: { 200: readinessResponseSchema, 503: errorEnvelopeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(readinessSources);
      if (readiness.ready !== wasReady) {
        wasReady = readiness.ready;
        if (readiness.ready) app.log.info('Ready again');
        else app.log.warn({ problems: readiness.problems }, 'Not ready');
      }
      if (!readiness.ready) return reply.code(503).send(errorEnvelope('Not ready', readiness.problems));
      return reply.code(200).send({ success: true, message: 'Ready', data: readiness.data });
    },
  );

  // For a process supervisor: restart on silence, but not because the database is briefly away.
  app.get(
    LIVENESS_PATH,
    { schema: { response: { 200: livenessResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: 'Server is running',
        data: { status: 'ok' as const, uptime: process.uptime() },
      };
    },
  );
};
