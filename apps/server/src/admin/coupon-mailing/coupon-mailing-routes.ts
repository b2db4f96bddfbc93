import {
  ADMIN_COUPONS_PATH,
  COUPON_NOT_FOUND_MESSAGE,
  couponEmailedMessage,
  couponMailingBodySchema,
  couponMailingResponseSchema,
  couponMailingSentResponseSchema,
  idParamsSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { existingId } from '../../http/ids';
import { couponMailing, sendCouponMailing } from './coupon-mailing';

/** adminCouponMailingPath's route. */
const MAILING_PATH = `${ADMIN_COUPONS_PATH}/:id/mailing`;

/** A coupon's promotional mailing (issue 40): who would get it and when it last went out; sending it. */
export const couponMailingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const couponId = (id: string) => existingId(id, COUPON_NOT_FOUND_MESSAGE);

  app.get(
    MAILING_PATH,
    { schema: { params: idParamsSchema, response: { 200: couponMailingResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await couponMailing(db, couponId(request.params.id)),
    }),
  );

  app.post(
    MAILING_PATH,
    {
      schema: {
        params: idParamsSchema,
        body: couponMailingBodySchema,
        response: { 200: couponMailingSentResponseSchema },
      },
    },
    async (request) => {
      const { ifLastEmailedAt } = request.body;
      const result = await sendCouponMailing(db, app.mail, {
        couponId: couponId(request.params.id),
        actorId: currentUser(request).id,
        ifLastEmailedAt: ifLastEmailedAt === null ? null : new Date(ifLastEmailedAt),
        now: new Date(),
        storeTimeZone: app.config.storeTimeZone,
      });
      return {
        success: true as const,
        message: couponEmailedMessage(result.code, result.sent),
        data: { sent: result.sent, lastEmailedAt: result.lastEmailedAt.toISOString() },
      };
    },
  );
};
