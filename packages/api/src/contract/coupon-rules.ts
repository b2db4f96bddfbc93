import { type CouponStatusFacts, couponStatus } from './admin-rules';
import type { CouponType } from './constants';
import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NOT_YET_VALID_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  couponMinimumMessage,
} from './messages';

/*
 * A discount code at checkout (issue 17, beyond the spec): when a coupon applies and what it takes off. The
 * server decides with these; the screens show what the server answered. Money in integer cents throughout.
 */

/** What a coupon takes off: whole percent for 'percentage', cents for 'fixed'. */
export interface CouponTerms {
  type: CouponType;
  value: number;
  maximumDiscountCents: number | null;
}

/**
 * The discount on a subtotal: the percentage of it rounded half-up to the cent once, or the fixed amount;
 * never above maximumDiscount when there is one, never above the subtotal.
 */
export function couponDiscountCents(terms: CouponTerms, subtotalCents: number): number {
  const raw =
    terms.type === 'percentage' ? Math.floor((subtotalCents * terms.value + 50) / 100) : terms.value;
  const capped = terms.maximumDiscountCents === null ? raw : Math.min(raw, terms.maximumDiscountCents);
  return Math.max(0, Math.min(capped, subtotalCents));
}

/** Everything that decides whether a coupon applies to one shopper's order now. */
export interface CouponFacts extends CouponStatusFacts {
  minimumAmountCents: number;
  userLimit: number;
}

/** Why a code cannot be used, and how an answer says it: 404 unknown, 409 used up, 400 for the rest. */
export interface CouponRefusal {
  status: 400 | 404 | 409;
  message: string;
}

/** A code that matches no coupon, or one switched off: the shopper is not told which. */
export const UNKNOWN_COUPON: CouponRefusal = { status: 404, message: COUPON_INVALID_MESSAGE };

/**
 * Whether a coupon applies, the first refusal that holds, or null: switched off, not yet valid, expired, fully
 * used (usedCount at usageLimit), used up by this shopper (their uses at userLimit), below the minimum amount.
 */
export function couponRefusal(
  coupon: CouponFacts,
  order: { now: Date; subtotalCents: number; shopperUses: number },
): CouponRefusal | null {
  switch (couponStatus(coupon, order.now)) {
    case 'Inactive':
      return UNKNOWN_COUPON;
    case 'Scheduled':
      return { status: 400, message: COUPON_NOT_YET_VALID_MESSAGE };
    case 'Expired':
      return { status: 400, message: COUPON_EXPIRED_MESSAGE };
    case 'Used Up':
      return { status: 409, message: COUPON_USED_UP_MESSAGE };
    case 'Active':
      break;
  }
  if (order.shopperUses >= coupon.userLimit) return { status: 409, message: COUPON_ALREADY_USED_MESSAGE };
  if (order.subtotalCents < coupon.minimumAmountCents) {
    return { status: 400, message: couponMinimumMessage(coupon.minimumAmountCents - order.subtotalCents) };
  }
  return null;
}
