import { maskCardNumber, maskCvv, maskExpiryDate, maskPhone, maskZipCode } from './checkout-masks';
import type { CheckoutField } from './checkout-values';

type InputMode = 'text' | 'email' | 'tel' | 'numeric';

/** How one field of the form is labelled, filled in by the browser, typed on a phone and masked. */
export interface CheckoutFieldSpec {
  name: CheckoutField;
  label: string;
  /** The autofill token, so browsers and password managers fill the address and card. */
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  /** Which on-screen keyboard a phone opens: digits for the card, ZIP and phone. */
  inputMode?: InputMode;
  placeholder?: string;
  /** Rewrites what the input holds as it is typed (spec section 5's input masks). */
  mask?: (value: string, previous: string) => string;
  /** Spans the whole row of the section's grid. */
  isWide?: boolean;
}

export interface CheckoutSection {
  id: 'contact' | 'shipping' | 'payment';
  title: string;
  fields: readonly CheckoutFieldSpec[];
}

export const CHECKOUT_SECTIONS: readonly CheckoutSection[] = [
  {
    id: 'contact',
    title: 'Contact',
    fields: [
      {
        name: 'email',
        label: 'Email',
        autoComplete: 'email',
        type: 'email',
        inputMode: 'email',
        placeholder: 'you@example.com',
        isWide: true,
      },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping address',
    fields: [
      { name: 'firstName', label: 'First name', autoComplete: 'shipping given-name' },
      { name: 'lastName', label: 'Last name', autoComplete: 'shipping family-name' },
      { name: 'address', label: 'Address', autoComplete: 'shipping street-address', isWide: true },
      { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
      { name: 'state', label: 'State', autoComplete: 'shipping address-level1' },
      {
        name: 'zipCode',
        label: 'ZIP code',
        autoComplete: 'shipping postal-code',
        inputMode: 'numeric',
        mask: maskZipCode,
      },
      {
        name: 'phone',
        label: 'Phone number',
        autoComplete: 'shipping tel-national',
        type: 'tel',
        inputMode: 'tel',
        mask: maskPhone,
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    fields: [
      {
        name: 'cardNumber',
        label: 'Card number',
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        placeholder: '1234 5678 9012 3456',
        mask: maskCardNumber,
        isWide: true,
      },
      {
        name: 'expiryDate',
        label: 'Expiry date',
        autoComplete: 'cc-exp',
        inputMode: 'numeric',
        placeholder: 'MM/YY',
        mask: maskExpiryDate,
      },
      {
        name: 'cvv',
        label: 'CVV',
        autoComplete: 'cc-csc',
        inputMode: 'numeric',
        placeholder: '123',
        mask: maskCvv,
      },
      { name: 'nameOnCard', label: 'Name on card', autoComplete: 'cc-name', isWide: true },
    ],
  },
];
