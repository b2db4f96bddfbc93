import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the orders work of issue 3.
export const orderRoutes: FastifyPluginAsyncZod = async () => {};
