import {
  type AppliedCoupon,
  type CouponRefusal,
  centsToDollars,
  couponDiscountCents,
  couponRefusal,
  UNKNOWN_COUPON,
} from '@aurora-store/api/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { coupons, orders } from '../db/schema';

type CouponRow = typeof coupons.$inferSelect;

/** A code that applies: the coupon it names and what it takes off this subtotal. */
export interface CouponApplies {
  coupon: CouponRow;
  discountCents: number;
}

export type CouponVerdict = { applies: CouponApplies } | { refusal: CouponRefusal };

export interface CouponQuestion {
  /** Upper-case already (the contract's schemas read it so); codes are stored upper-case. */
  code: string;
  userId: string;
  subtotalCents: number;
  now: Date;
  /**
   * Lock the coupon's row for the rest of the transaction: an order counts its use under this lock, so two
   * shoppers racing for the last use, or one shopper racing two orders, are counted one after the other.
   */
  lock: boolean;
}

/** Whether a code applies to this shopper's subtotal now (issue 17's rules, in the contract's couponRefusal). */
export async function couponVerdict(db: AppDatabase, question: CouponQuestion): Promise<CouponVerdict> {
  const select = db.select().from(coupons).where(eq(coupons.code, question.code));
  const [coupon] = question.lock ? await select.for('update') : await select;
  if (!coupon) return { refusal: UNKNOWN_COUPON };
  const refusal = couponRefusal(coupon, {
    now: question.now,
    subtotalCents: question.subtotalCents,
    shopperUses: await shopperUses(db, coupon.id, question.userId),
  });
  if (refusal) return { refusal };
  const discountCents = couponDiscountCents(
    { type: coupon.type, value: coupon.value, maximumDiscountCents: coupon.maximumDiscountCents },
    question.subtotalCents,
  );
  return { applies: { coupon, discountCents } };
}

/** A shopper's uses of a coupon: their orders that name it and were not cancelled (a cancel gives it back). */
async function shopperUses(db: AppDatabase, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(and(eq(orders.couponId, couponId), eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return row?.uses ?? 0;
}

/** What the shopper is told of an applied coupon: its code and terms, never its limits. */
export function toAppliedCoupon(coupon: CouponRow): AppliedCoupon {
  return {
    code: coupon.code,
    type: coupon.type,
    value: coupon.type === 'fixed' ? centsToDollars(coupon.value) : coupon.value,
    description: coupon.description,
  };
}
