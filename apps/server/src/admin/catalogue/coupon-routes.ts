import {
  ADMIN_COUPONS_PATH,
  adminCouponBodySchemaReading,
  COUPON_CREATED_MESSAGE,
  COUPON_DELETED_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_UPDATED_MESSAGE,
  couponListResponseSchema,
  couponResponseSchema,
  idParamsSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { existingId } from '../../http/ids';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './admin-coupons';
import { storeWallTimeReader } from './admin-coupons-wall-time';

const COUPON_PATH = `${ADMIN_COUPONS_PATH}/:id`;

/** The admin's coupons: list (with each one's display status), create, update, delete. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const couponId = (id: string) => existingId(id, COUPON_NOT_FOUND_MESSAGE);
  // A date without a zone is the store's wall-clock time; answers carry the zone.
  const couponBodySchema = adminCouponBodySchemaReading(storeWallTimeReader(app.config.storeTimeZone));

  app.get(ADMIN_COUPONS_PATH, { schema: { response: { 200: couponListResponseSchema } } }, async () => ({
    success: true as const,
    data: { coupons: await listCoupons(db, new Date()) },
  }));

  app.post(
    ADMIN_COUPONS_PATH,
    { schema: { body: couponBodySchema, response: { 201: couponResponseSchema } } },
    async (request, reply) => {
      const coupon = await createCoupon(db, currentUser(request).id, request.body);
      return reply.code(201).send({ success: true, message: COUPON_CREATED_MESSAGE, data: { coupon } });
    },
  );

  app.put(
    COUPON_PATH,
    {
      schema: {
        params: idParamsSchema,
        body: couponBodySchema,
        response: { 200: couponResponseSchema },
      },
    },
    async (request) => {
      const id = couponId(request.params.id);
      const coupon = await updateCoupon(db, currentUser(request).id, id, request.body);
      return { success: true as const, message: COUPON_UPDATED_MESSAGE, data: { coupon } };
    },
  );

  app.delete(
    COUPON_PATH,
    { schema: { params: idParamsSchema, response: { 200: couponResponseSchema } } },
    async (request) => {
      const coupon = await deleteCoupon(db, currentUser(request).id, couponId(request.params.id));
      return { success: true as const, message: COUPON_DELETED_MESSAGE, data: { coupon } };
    },
  );
};
