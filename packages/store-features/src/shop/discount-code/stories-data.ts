import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NOT_YET_VALID_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  couponMinimumMessage,
} from '@aurora-store/api';

/*
 * The discount code on the cart and at checkout (issue 17): the codes the fake preview of story-routes.ts knows,
 * AUTUMN15 priced as the server would, the others refused, each with its own reason.
 */

/** The demo cart's subtotal: the $1,199 camera and the $89 throw, one of each. */
export const demoSubtotalCents = 1_288_00;

/** 15% off a subtotal of $1,250 or more; the demo cart qualifies, the camera alone ($1,199) does not. */
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
  // A $2,000 minimum on the demo cart.
  minimum: { code: 'BIGSPENDER', status: 400, message: couponMinimumMessage(2_000_00 - demoSubtotalCents) },
  usedUp: { code: 'LAUNCH50', status: 409, message: COUPON_USED_UP_MESSAGE },
  alreadyUsed: { code: 'WELCOME10', status: 409, message: COUPON_ALREADY_USED_MESSAGE },
} as const;
