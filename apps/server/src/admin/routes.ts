import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/authenticate';
import { adminCatalogueRoutes } from './catalogue/routes';
import { couponMailingRoutes } from './coupon-mailing/coupon-mailing-routes';
import { adminOperationsRoutes } from './operations/routes';
import { orderToolsRoutes } from './order-tools/routes';

/** Everything under /api/admin: one guard for all of it, so no admin route can forget its check. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminCatalogueRoutes);
  await app.register(couponMailingRoutes);
  await app.register(adminOperationsRoutes);
  await app.register(orderToolsRoutes);
};
