import { z } from 'zod';
import { isoDateSchema } from './common';
import { successEnvelopeSchema } from './envelope';

/*
 * Emailing a coupon to the shoppers who chose 'Promotional emails' (issue 40, beyond the spec): the admin sees how
 * many will get it and when it last went out, then sends it through the mail outbox.
 */

/** `GET /api/admin/coupons/:id/mailing`: who would get the coupon now, and its last send (null: never). */
export const couponMailingSchema = z.object({
  /** Shoppers who opted in to promotions, with a verified address, whose account still exists. */
  recipients: z.number().int().min(0),
  lastEmailedAt: isoDateSchema.nullable(),
  lastEmailedCount: z.number().int().min(0).nullable(),
});
export type CouponMailing = z.infer<typeof couponMailingSchema>;
export const couponMailingResponseSchema = successEnvelopeSchema(couponMailingSchema);
export type CouponMailingResponse = z.infer<typeof couponMailingResponseSchema>;

/**
 * `POST /api/admin/coupons/:id/mailing`. `ifLastEmailedAt` is the last send the admin was shown (null: none), as
 * `If-Match` is for a page: the coupon goes out only while that is still its last send. A double click or a
 * retried request after a send that went through is refused (409) instead of mailing everyone twice.
 */
export const couponMailingBodySchema = z.object({
  ifLastEmailedAt: isoDateSchema.nullable(),
});
export type CouponMailingBody = z.input<typeof couponMailingBodySchema>;

export const couponMailingSentSchema = z.object({
  sent: z.number().int().min(0),
  lastEmailedAt: isoDateSchema,
});
export type CouponMailingSent = z.infer<typeof couponMailingSentSchema>;
export const couponMailingSentResponseSchema = successEnvelopeSchema(couponMailingSentSchema);
export type CouponMailingSentResponse = z.infer<typeof couponMailingSentResponseSchema>;
