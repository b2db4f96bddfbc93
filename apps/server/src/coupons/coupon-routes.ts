import {
  COUPON_PREVIEW_PATH,
  centsToDollars,
  couponPreviewRequestSchema,
  couponPreviewResponseSchema,
  dollarsToCents,
  orderSummary,
  subtotalCents,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate';
import { loadCart } from '../cart/cart-lines';
import { HttpError } from '../http/http-error';
import { couponVerdict, toAppliedCoupon } from './coupon-verdict';

/*
 * `POST /api/coupons/preview` (issue 17, beyond the spec): what a discount code takes off the caller's cart, or
 * off the subtotal they name, with the order summary it makes; or why it does not apply, on the code's field.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    COUPON_PREVIEW_PATH,
    {
      onRequest: requireUser,
      schema: { body: couponPreviewRequestSchema, response: { 200: couponPreviewResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { code, subtotal } = request.body;
      const lines =
        subtotal === undefined
          ? (await loadCart(app.database.db, user.id)).map((line) => ({
              priceCents: dollarsToCents(line.product.price),
              quantity: line.quantity,
            }))
          : [{ priceCents: dollarsToCents(subtotal), quantity: 1 }];
      const verdict = await couponVerdict(app.database.db, {
        code,
        userId: user.id,
        subtotalCents: subtotalCents(lines),
        now: new Date(),
        lock: false,
      });
      if ('refusal' in verdict) {
        const { status, message } = verdict.refusal;
        throw new HttpError(status, message, [{ field: 'code', message }]);
      }
      const summary = orderSummary(lines, verdict.applies.discountCents);
      return {
        success: true as const,
        data: {
          coupon: toAppliedCoupon(verdict.applies.coupon),
          discount: centsToDollars(summary.discountCents),
          summary: {
            subtotal: centsToDollars(summary.subtotalCents),
            discount: centsToDollars(summary.discountCents),
            shipping: centsToDollars(summary.shippingCents),
            tax: centsToDollars(summary.taxCents),
            total: centsToDollars(summary.totalCents),
          },
        },
      };
    },
  );
};
