import type { CouponStatus } from './constants';
import {
  COUPON_MAILING_EXPIRED_MESSAGE,
  COUPON_MAILING_INACTIVE_MESSAGE,
  COUPON_MAILING_USED_UP_MESSAGE,
} from './messages';

/*
 * Whether a coupon may be emailed to the subscribers of promotions (issue 40). Free of zod: the admin's dialog
 * says it before asking, the server refuses by it.
 */

const UNSENDABLE: Partial<Record<CouponStatus, string>> = {
  Inactive: COUPON_MAILING_INACTIVE_MESSAGE,
  Expired: COUPON_MAILING_EXPIRED_MESSAGE,
  'Used Up': COUPON_MAILING_USED_UP_MESSAGE,
};

/**
 * Why a coupon in this display status is not worth a mail (no shopper could use it, now or later), or null. A
 * Scheduled coupon may go out ahead of its start: its mail says from when it is valid.
 */
export function couponMailingRefusal(status: CouponStatus): string | null {
  return UNSENDABLE[status] ?? null;
}
