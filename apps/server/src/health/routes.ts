import {
  errorEnvelopeSchema,
  HEALTH_PATH,
  healthResponseSchema,
  LIVENESS_PATH,
  livenessResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/open-database';
import { errorEnvelope } from '../http/error-envelope';

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
