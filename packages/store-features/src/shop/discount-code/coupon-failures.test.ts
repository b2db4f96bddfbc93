import {
  ApiError,
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  ENTER_COUPON_CODE_MESSAGE,
  PRICES_CHANGED_MESSAGE,
} from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import {
  COUPON_CHECK_FAILED_MESSAGE,
  couponPreviewFailure,
  couponRefusalAtSubmit,
  parseCouponCode,
} from './coupon-failures';

describe('parseCouponCode', () => {
  it('sends the code trimmed and upper-cased, as the server matches it', () => {
    expect(parseCouponCode('  autumn15 ')).toEqual({ code: 'AUTUMN15' });
  });

  it('asks for a code when the field is blank, without a request', () => {
    expect(parseCouponCode('')).toEqual({ refusal: ENTER_COUPON_CODE_MESSAGE });
    expect(parseCouponCode('   ')).toEqual({ refusal: ENTER_COUPON_CODE_MESSAGE });
  });

  it("refuses a code longer than the contract's limit", () => {
    expect(parseCouponCode('A'.repeat(51))).toEqual({ refusal: 'A discount code has at most 50 characters' });
  });
});

describe('couponPreviewFailure', () => {
  it('is the refusal the server put on the code', () => {
    const error = new ApiError(400, COUPON_EXPIRED_MESSAGE, [
      { field: 'code', message: COUPON_EXPIRED_MESSAGE },
    ]);
    expect(couponPreviewFailure(error)).toBe(COUPON_EXPIRED_MESSAGE);
  });

  it("is the server's message when it named no field", () => {
    expect(couponPreviewFailure(new ApiError(404, COUPON_INVALID_MESSAGE))).toBe(COUPON_INVALID_MESSAGE);
  });

  it("says the connection failed in the client's words, and falls back to ours for a fault without words", () => {
    expect(couponPreviewFailure(new ApiError(0, 'Could not reach the server.'))).toBe(
      'Could not reach the server.',
    );
    expect(couponPreviewFailure(new ApiError(500, ''))).toBe(COUPON_CHECK_FAILED_MESSAGE);
    expect(couponPreviewFailure(new TypeError('boom'))).toBe(COUPON_CHECK_FAILED_MESSAGE);
  });
});

describe('couponRefusalAtSubmit', () => {
  it('is the reason of a 409 on couponCode: the code stopped applying since it was priced', () => {
    const error = new ApiError(409, COUPON_ALREADY_USED_MESSAGE, [
      { field: 'couponCode', message: COUPON_ALREADY_USED_MESSAGE },
    ]);
    expect(couponRefusalAtSubmit(error)).toBe(COUPON_ALREADY_USED_MESSAGE);
  });

  it('is null for changed prices and every other failure, which leave the code applied', () => {
    expect(couponRefusalAtSubmit(new ApiError(409, PRICES_CHANGED_MESSAGE))).toBeNull();
    expect(
      couponRefusalAtSubmit(new ApiError(400, 'Invalid', [{ field: 'couponCode', message: 'Too long' }])),
    ).toBeNull();
    expect(couponRefusalAtSubmit(new ApiError(0, 'Could not reach the server.'))).toBeNull();
    expect(couponRefusalAtSubmit(new Error('boom'))).toBeNull();
  });
});
