import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NOT_YET_VALID_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  type CouponPreviewResponse,
  centsToDollars,
  couponDiscountCents,
  couponMinimumMessage,
  couponPreviewRequestSchema,
  dollarsToCents,
  orderSummary,
} from '@aurora-store/api';
import { fn } from 'storybook/test';
import { failure, type MockAnswer, type MockHandler, ok } from '../../story-support/mock-routes';

/*
 * The discount code on the cart and at checkout (issue 17): a fake preview that prices AUTUMN15 as the server
 * would, and refuses the other codes, each with its own reason, as the server's answer carries it (on `code`).
 */

/** 15% off a subtotal of $1,250 or more; the demo cart ($1,288) qualifies, the camera alone ($1,199) does not. */
export const autumn = {
  code: 'AUTUMN15',
  description: 'Autumn sale: 15% off',
  percent: 15,
  minimumCents: 1_250_00,
};

/** AUTUMN15 on the demo cart: $193.20 off $1,288, tax $87.58 on $1,094.80, total $1,192.38. */
export const autumnOnCart = { discount: '-$193.20', tax: '$87.58', total: '$1,192.38' };

/** Each refused code, the status the server answers it with, and the reason shown on the field. */
export const refusedCodes = {
  invalid: { code: 'NOPE', status: 404, message: COUPON_INVALID_MESSAGE },
  expired: { code: 'SUMMER10', status: 400, message: COUPON_EXPIRED_MESSAGE },
  notYetValid: { code: 'WINTER20', status: 400, message: COUPON_NOT_YET_VALID_MESSAGE },
  // A $2,000 minimum on the $1,288 cart.
  minimum: { code: 'BIGSPENDER', status: 400, message: couponMinimumMessage(2_000_00 - 1_288_00) },
  usedUp: { code: 'LAUNCH50', status: 409, message: COUPON_USED_UP_MESSAGE },
  alreadyUsed: { code: 'WELCOME10', status: 409, message: COUPON_ALREADY_USED_MESSAGE },
} as const;

/** What each POST /api/coupons/preview was sent (code and subtotal, as parsed by the contract). */
export const couponRequests = { body: fn() };

export function resetCouponRequests() {
  couponRequests.body.mockClear();
}

const refusal = (status: number, message: string) => failure(status, message, [{ field: 'code', message }]);

function autumnPreview(subtotalCents: number): MockAnswer {
  if (subtotalCents < autumn.minimumCents) {
    return refusal(400, couponMinimumMessage(autumn.minimumCents - subtotalCents));
  }
  const discountCents = couponDiscountCents(
    { type: 'percentage', value: autumn.percent, maximumDiscountCents: null },
    subtotalCents,
  );
  const summary = orderSummary([{ priceCents: subtotalCents, quantity: 1 }], discountCents);
  const answer: CouponPreviewResponse = {
    success: true,
    data: {
      coupon: {
        code: autumn.code,
        type: 'percentage',
        value: autumn.percent,
        description: autumn.description,
      },
      discount: centsToDollars(discountCents),
      summary: {
        subtotal: centsToDollars(summary.subtotalCents),
        discount: centsToDollars(summary.discountCents),
        shipping: centsToDollars(summary.shippingCents),
        tax: centsToDollars(summary.taxCents),
        total: centsToDollars(summary.totalCents),
      },
    },
  };
  return ok(answer);
}

/** POST /api/coupons/preview, recording each request; `answer` overrides the verdict (say, 'never'). */
export function couponRoute(answer?: MockAnswer): MockHandler {
  return ({ body }) => {
    const request = couponPreviewRequestSchema.parse(body);
    couponRequests.body(request);
    if (answer) return answer;
    const subtotalCents = dollarsToCents(request.subtotal ?? 0);
    if (request.code === autumn.code) return autumnPreview(subtotalCents);
    const refused = Object.values(refusedCodes).find((candidate) => candidate.code === request.code);
    return refused ? refusal(refused.status, refused.message) : refusal(404, COUPON_INVALID_MESSAGE);
  };
}
