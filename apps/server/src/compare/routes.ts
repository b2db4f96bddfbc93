import { COMPARE_PATH, compareBodySchema, compareResponseSchema } from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareProducts } from './compared-products';

/** The comparison table's products, for anyone: the list of ids lives on the shopper's device. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    COMPARE_PATH,
    { schema: { body: compareBodySchema, response: { 200: compareResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { products: await compareProducts(db, request.body.productIds) },
    }),
  );
};
