import { type Coupon, type CouponStatus, type CouponType, couponStatus } from '@aurora-store/api';
import { type BadgeTone, formatMoney } from '@aurora-store/ui';

/** Spec section 2, Admin coupons: the Type column's words. */
export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percentage: 'Percentage',
  fixed: 'Fixed Amount',
};

/** The text says the status; the colour only repeats it (live green, waiting blue, over red, off grey). */
const statusTones: Record<CouponStatus, BadgeTone> = {
  Active: 'success',
  Scheduled: 'info',
  'Used Up': 'warning',
  Expired: 'danger',
  Inactive: 'neutral',
};

export interface CouponStatusBadge {
  status: CouponStatus;
  tone: BadgeTone;
}

/**
 * The display status of spec section 4 at `now`, by the contract's one rule. Worked out here rather than taken
 * from the answer's `status`, which was true when the list was fetched and goes stale while the page stays open.
 */
export function couponStatusBadge(coupon: Coupon, now: Date): CouponStatusBadge {
  const status = couponStatus(coupon, now);
  return { status, tone: statusTones[status] };
}

/** The Value column: '15%' for a percentage, '$10.00' for a fixed amount. */
export function couponValueText(coupon: Pick<Coupon, 'type' | 'value'>): string {
  return coupon.type === 'percentage' ? `${coupon.value}%` : formatMoney(coupon.value, 'USD');
}

/** One end of the Valid Period on the clock of `timeZone` (the admin's): 'Nov 1, 2026, 12:00 AM'. */
export function formatCouponDateTime(isoDate: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(isoDate),
  );
}
