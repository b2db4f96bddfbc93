import type { BillingAddressInput, ShippingAddressInput } from '@aurora-store/api';
import type { CheckoutValues } from './checkout-values';

/*
 * One checkout, as the unit tests and the stories both fill it in: the demo shopper, Emma Wilson, shipping to
 * Portland and paying with the test card. Plain data (no Storybook), so the unit tests can import it too.
 */

/** Where Emma ships to, as the order payload carries it. */
export const sampleShippingAddress: ShippingAddressInput = {
  firstName: 'Emma',
  lastName: 'Wilson',
  street: '1420 SE Belmont St',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  country: 'US',
  phone: '5035550142',
};

/** The same address billed: a billing address has no phone. */
const { phone: _shippingPhone, ...billingAddress } = sampleShippingAddress;
export const sampleBillingAddress: BillingAddressInput = billingAddress;

/** The checkout form filled in for that address and the test card, as the inputs show it (masks applied). */
export function sampleCheckoutValues(changes: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    email: 'emma.wilson@example.com',
    firstName: sampleShippingAddress.firstName,
    lastName: sampleShippingAddress.lastName,
    address: sampleShippingAddress.street,
    city: sampleShippingAddress.city,
    state: sampleShippingAddress.state,
    zipCode: sampleShippingAddress.zipCode,
    phone: sampleShippingAddress.phone,
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/29',
    cvv: '123',
    nameOnCard: 'Emma Wilson',
    ...changes,
  };
}
