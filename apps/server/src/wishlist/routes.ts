import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the wishlist work of issue 3.
export const wishlistRoutes: FastifyPluginAsyncZod = async () => {};
