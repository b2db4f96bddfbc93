import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { coupons, orders } from '../db/schema';
import { HttpError } from '../http/http-error';
import { type CouponApplies, couponVerdict } from './coupon-verdict';

export type { CouponApplies } from './coupon-verdict';

/**
 * The coupon an order names, locked until the order commits, or the 409 that says why it no longer applies
 * (on the couponCode field, so checkout shows it there). A code that applied at preview may have expired or
 * been used up since: the shopper is told, and shown the totals without it.
 */
export async function claimCoupon(
  tx: AppDatabase,
  order: { code: string; userId: string; subtotalCents: number },
): Promise<CouponApplies> {
  const verdict = await couponVerdict(tx, { ...order, now: new Date(), lock: true });
  if ('refusal' in verdict) {
    const { message } = verdict.refusal;
    throw new HttpError(409, message, [{ field: 'couponCode', message }]);
  }
  return verdict.applies;
}

/** Counts the order's use of its coupon, inside the order's transaction and under the coupon's lock. */
export async function countCouponUse(tx: AppDatabase, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}

/**
 * Gives back the coupon uses of orders being cancelled, each coupon once per order. Called once per order:
 * a cancelled order stays cancelled. Coupons are locked in id order, before the stock, as orders take them.
 */
export async function giveBackCouponUses(tx: AppDatabase, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const used = await tx
    .select({ couponId: orders.couponId })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), isNotNull(orders.couponId)));
  const uses = new Map<string, number>();
  for (const { couponId } of used) if (couponId) uses.set(couponId, (uses.get(couponId) ?? 0) + 1);
  for (const couponId of [...uses.keys()].sort()) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - ${uses.get(couponId) ?? 0}, 0)` })
      .where(and(eq(coupons.id, couponId), gt(coupons.usedCount, 0)));
  }
}
