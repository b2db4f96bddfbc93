import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the admin catalogue work of issue 4.
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async () => {};
