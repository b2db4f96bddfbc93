import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the admin operations work of issue 4.
export const adminOperationsRoutes: FastifyPluginAsyncZod = async () => {};
