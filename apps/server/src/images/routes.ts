import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the seed work of issue 3.
export const imageRoutes: FastifyPluginAsyncZod = async () => {};
