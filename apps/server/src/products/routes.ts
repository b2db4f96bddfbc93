import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the products work of issue 3.
export const productRoutes: FastifyPluginAsyncZod = async () => {};
