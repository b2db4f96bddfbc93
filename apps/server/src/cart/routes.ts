import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the cart work of issue 3.
export const cartRoutes: FastifyPluginAsyncZod = async () => {};
