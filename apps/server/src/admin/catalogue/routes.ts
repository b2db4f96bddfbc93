import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productToolsRoutes } from '../product-tools/routes';
import { adminCategoryRoutes } from './category-routes';
import { adminCouponRoutes } from './coupon-routes';
import { adminProductRoutes } from './product-routes';
import { adminUserRoutes } from './user-routes';

/** The admin's catalogue: products, categories, coupons and users, behind the parent's admin guard. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminProductRoutes);
  await app.register(productToolsRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminCouponRoutes);
  await app.register(adminUserRoutes);
};
