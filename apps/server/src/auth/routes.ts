import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the auth work of issue 3.
export const authRoutes: FastifyPluginAsyncZod = async () => {};
