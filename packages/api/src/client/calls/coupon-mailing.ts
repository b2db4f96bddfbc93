import { adminCouponMailingPath } from '../../contract/admin-paths';
import type {
  CouponMailingBody,
  couponMailingResponseSchema,
  couponMailingSentResponseSchema,
} from '../../contract/coupon-mailing';
import type { AnswerOf, ApiRequest } from '../request';

/** A send queues every subscriber's mail in one transaction: for a large list, longer than an ordinary call. */
const COUPON_MAILING_TIMEOUT_MS = 120_000;

/** Emailing a coupon to the subscribers of promotional emails (issue 40). */
export function couponMailingCalls(request: ApiRequest) {
  return {
    getCouponMailing: (id: string, signal?: AbortSignal) =>
      request<AnswerOf<typeof couponMailingResponseSchema>>('GET', adminCouponMailingPath(id), { signal }),
    sendCouponMailing: (id: string, body: CouponMailingBody) =>
      request<AnswerOf<typeof couponMailingSentResponseSchema>>('POST', adminCouponMailingPath(id), {
        body,
        timeoutMs: COUPON_MAILING_TIMEOUT_MS,
      }),
  };
}

/** Under the coupons' key, so a filter on 'admin' or on the coupons refreshes it too. */
export const couponMailingKeys = {
  mailing: (id: string) => ['admin', 'coupons', 'mailing', id] as const,
};
