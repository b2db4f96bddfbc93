import { z } from 'zod';
import { clientDollarsSchema, dollarsSchema } from './common';
import { COUPON_CODE_MAX_LENGTH, COUPON_TYPES } from './constants';
import { successEnvelopeSchema } from './envelope';
import { ENTER_COUPON_CODE_MESSAGE } from './messages';

/*
 * A discount code at checkout (issue 17, beyond the spec). Codes are stored upper-case and matched without
 * regard to case, so a code is read trimmed and upper-cased wherever it arrives.
 */

/** A code as the shopper typed it: trimmed, upper-cased, never blank. */
export const couponCodeSchema = z
  .string({ error: ENTER_COUPON_CODE_MESSAGE })
  .trim()
  .min(1, ENTER_COUPON_CODE_MESSAGE)
  .max(COUPON_CODE_MAX_LENGTH, `A discount code has at most ${COUPON_CODE_MAX_LENGTH} characters`)
  .transform((code) => code.toUpperCase());

/** `POST /api/coupons/preview`: the code, and the subtotal to price it on (else the caller's cart). */
export const couponPreviewRequestSchema = z.object({
  code: couponCodeSchema,
  subtotal: clientDollarsSchema.optional(),
});
export type CouponPreviewRequest = z.input<typeof couponPreviewRequestSchema>;

/** What the shopper is told about an applied code; never its limits or how often it was used. */
export const appliedCouponSchema = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Whole percent for 'percentage', dollars for 'fixed'. */
  value: z.number().min(0),
  description: z.string(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** An order's money with a code: tax is on (subtotal - discount), total = subtotal - discount + shipping + tax. */
export const discountedSummarySchema = z.object({
  subtotal: dollarsSchema,
  discount: dollarsSchema,
  shipping: dollarsSchema,
  tax: dollarsSchema,
  total: dollarsSchema,
});
export type DiscountedSummary = z.infer<typeof discountedSummarySchema>;

export const couponPreviewResponseSchema = successEnvelopeSchema(
  z.object({ coupon: appliedCouponSchema, discount: dollarsSchema, summary: discountedSummarySchema }),
);
export type CouponPreviewResponse = z.infer<typeof couponPreviewResponseSchema>;
