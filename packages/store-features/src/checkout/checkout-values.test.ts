import { describe, expect, it } from 'vitest';
import { shopper } from '../../story-support/fixtures';
import { EMPTY_CHECKOUT_VALUES, prefilledCheckoutValues } from './checkout-values';

describe('prefilledCheckoutValues', () => {
  it('starts empty for nobody', () => {
    expect(prefilledCheckoutValues(null)).toEqual(EMPTY_CHECKOUT_VALUES);
  });

  it("fills in the shopper's email, name and phone, and nothing else", () => {
    expect(prefilledCheckoutValues(shopper)).toEqual({
      ...EMPTY_CHECKOUT_VALUES,
      email: shopper.email,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      phone: '5035550142',
    });
  });

  it('keeps the digits of a phone written with punctuation, and no phone as empty', () => {
    expect(prefilledCheckoutValues({ ...shopper, phone: '(503) 555-0142' }).phone).toBe('5035550142');
    expect(prefilledCheckoutValues({ ...shopper, phone: null }).phone).toBe('');
  });
});
