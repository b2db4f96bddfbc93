import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the compare work of issue 3.
export const compareRoutes: FastifyPluginAsyncZod = async () => {};
