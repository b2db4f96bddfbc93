import type { PublicUser, ShippingAddress } from '@aurora-store/api';
import { maskPhone, maskZipCode } from './checkout-masks';

/** The checkout form's fields, in the order the screen shows them (spec section 2, Checkout). */
export const CHECKOUT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'cardNumber',
  'expiryDate',
  'cvv',
  'nameOnCard',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What the shopper typed, field by field, as the inputs show it (masks applied). */
export type CheckoutValues = Record<CheckoutField, string>;

/** Each invalid field's message; a valid field has no entry. */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  nameOnCard: '',
};

/** The form as it opens: the signed-in shopper's email, name and phone already filled in. */
export function prefilledCheckoutValues(user: PublicUser | null): CheckoutValues {
  if (!user) return EMPTY_CHECKOUT_VALUES;
  return {
    ...EMPTY_CHECKOUT_VALUES,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: maskPhone(user.phone ?? ''),
  };
}

/**
 * The Shipping address section's fields from an address the shopper shipped to before, masked as typed ones
 * are. Fields they have typed into are left out, as the address may arrive after they started; so is an empty
 * part of the address, which would only blank what the profile filled in.
 */
export function shippingFill(
  address: ShippingAddress,
  typedInto: ReadonlySet<CheckoutField>,
): Partial<CheckoutValues> {
  const fromAddress: [CheckoutField, string][] = [
    ['firstName', address.firstName],
    ['lastName', address.lastName],
    ['address', address.street],
    ['city', address.city],
    ['state', address.state],
    ['zipCode', maskZipCode(address.zipCode)],
    ['phone', maskPhone(address.phone)],
  ];
  const fill: Partial<CheckoutValues> = {};
  for (const [field, value] of fromAddress) {
    if (value !== '' && !typedInto.has(field)) fill[field] = value;
  }
  return fill;
}
