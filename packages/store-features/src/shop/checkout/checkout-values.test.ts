import { describe, expect, it } from 'vitest';
import { shopper } from '../../common/story-support/fixtures';
import { EMPTY_CHECKOUT_VALUES, prefilledCheckoutValues, shippingFill } from './checkout-values';
import { sampleShippingAddress } from './sample-checkout';

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

describe('shippingFill', () => {
  // The phone as a shopper may have typed it on an earlier order.
  const lastAddress = { ...sampleShippingAddress, phone: '(503) 555-0142' };

  it('fills every field of the Shipping address section, masked as typed ones are', () => {
    expect(shippingFill(lastAddress, new Set())).toEqual({
      firstName: 'Emma',
      lastName: 'Wilson',
      address: '1420 SE Belmont St',
      city: 'Portland',
      state: 'OR',
      zipCode: '97214',
      phone: '5035550142',
    });
  });

  it('never overwrites a field the shopper has typed into', () => {
    const fill = shippingFill(lastAddress, new Set(['address', 'city'] as const));
    expect(fill).not.toHaveProperty('address');
    expect(fill).not.toHaveProperty('city');
    expect(fill.state).toBe('OR');
  });

  it('leaves a field as it was where the address has nothing for it', () => {
    expect(shippingFill({ ...lastAddress, phone: '' }, new Set())).not.toHaveProperty('phone');
  });
});
