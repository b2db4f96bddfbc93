import {
  COUPON_INVALID_MESSAGE,
  COUPON_PREVIEW_PATH,
  type CouponPreviewResponse,
  centsToDollars,
  couponDiscountCents,
  couponMinimumMessage,
  couponPreviewRequestSchema,
  dollarsToCents,
  orderSummary,
} from '@aurora-store/api';
import { fn } from 'storybook/test';
import { failure, type MockAnswer, type MockRoutes, ok } from '../../common/story-support/mock-routes';
import { autumn, refusedCodes } from './stories-data';

/*
 * The fake POST /api/coupons/preview every discount code story runs on: the field's own, the cart's and the
 * checkout's.
 */

/** What each preview was sent (code and subtotal, as parsed by the contract). */
export const couponRequests = { body: fn() };

/** For a story file's `beforeEach`: each story starts with no preview recorded. */
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

/**
 * The preview as a route, recording each request: AUTUMN15 priced on the subtotal sent, every other code refused
 * with its reason on `code`, as the server answers. `answer` overrides the verdict (say, 'never' to stay
 * checking): as a story's `parameters.api`, Storybook merges it over the file's routes, so only the preview
 * changes.
 */
export function couponPreviewRoute(answer?: MockAnswer): MockRoutes {
  return {
    [`POST ${COUPON_PREVIEW_PATH}`]: ({ body }) => {
      const request = couponPreviewRequestSchema.parse(body);
      couponRequests.body(request);
      if (answer) return answer;
      const subtotalCents = dollarsToCents(request.subtotal ?? 0);
      if (request.code === autumn.code) return autumnPreview(subtotalCents);
      const refused = Object.values(refusedCodes).find((candidate) => candidate.code === request.code);
      return refused ? refusal(refused.status, refused.message) : refusal(404, COUPON_INVALID_MESSAGE);
    },
  };
}

/** A story file's `parameters.api`: the screen's fake server (the cart's, the checkout's) and the preview. */
export const withCouponPreview = (screenRoutes: MockRoutes = {}): MockRoutes => ({
  ...screenRoutes,
  ...couponPreviewRoute(),
});
