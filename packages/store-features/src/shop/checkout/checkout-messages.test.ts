import { ApiError, PRICES_CHANGED_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { PLACE_ORDER_FAILED_MESSAGE, placeOrderFailureMessage } from './checkout-messages';

describe('placeOrderFailureMessage', () => {
  it("is the server's message when it answered one", () => {
    expect(placeOrderFailureMessage(new ApiError(409, PRICES_CHANGED_MESSAGE))).toBe(PRICES_CHANGED_MESSAGE);
  });

  it('falls back to the spec message when no answer came', () => {
    expect(placeOrderFailureMessage(new ApiError(0, 'The server did not answer within 10 seconds'))).toBe(
      PLACE_ORDER_FAILED_MESSAGE,
    );
  });

  it('falls back to the spec message for an empty message or anything that is not an api error', () => {
    expect(placeOrderFailureMessage(new ApiError(500, ''))).toBe(PLACE_ORDER_FAILED_MESSAGE);
    expect(placeOrderFailureMessage(new TypeError('boom'))).toBe(PLACE_ORDER_FAILED_MESSAGE);
    expect(PLACE_ORDER_FAILED_MESSAGE).toBe('Failed to place order. Please try again.');
  });
});
