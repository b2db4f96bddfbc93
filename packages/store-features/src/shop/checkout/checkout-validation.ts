import {
  CHECKOUT_FIELDS,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-values';

/*
 * The checkout's validation rules (spec section 5): every field is required, and each returns the spec's
 * message, or null when it is valid.
 */

type Validator = (value: string) => string | null;

/** Letters (accented ones too: José, Zoë) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\s]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function requiredLetters(requiredMessage: string, lettersMessage: string): Validator {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    return LETTERS_AND_SPACES.test(value.trim()) ? null : lettersMessage;
  };
}

function requiredDigits(requiredMessage: string, digitsMessage: string, count: number): Validator {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    return new RegExp(`^\\d{${count}}$`).test(value.trim()) ? null : digitsMessage;
  };
}

export function validateEmail(value: string): string | null {
  if (isBlank(value)) return 'Email is required';
  return EMAIL.test(value.trim()) ? null : 'Please enter a valid email address';
}

export const validateFirstName = requiredLetters(
  'First name is required',
  'First name should only contain letters',
);
export const validateLastName = requiredLetters(
  'Last name is required',
  'Last name should only contain letters',
);

export function validateAddress(value: string): string | null {
  return isBlank(value) ? 'Address is required' : null;
}

export const validateCity = requiredLetters('City is required', 'City should only contain letters');
export const validateState = requiredLetters('State is required', 'State should only contain letters');
export const validateZipCode = requiredDigits('ZIP code is required', 'ZIP code must be 5 digits', 5);
export const validateCvv = requiredDigits('CVV is required', 'CVV must be 3 digits', 3);
export const validateNameOnCard = requiredLetters(
  'Name on card is required',
  'Name should only contain letters',
);

/** Ten digits; brackets, dashes and spaces around them are ignored. */
export function validatePhone(value: string): string | null {
  if (isBlank(value)) return 'Phone number is required';
  return value.replace(/\D/g, '').length === 10 ? null : 'Phone number must be 10 digits';
}

/** Sixteen digits; the spaces of the mask are ignored. */
export function validateCardNumber(value: string): string | null {
  if (isBlank(value)) return 'Card number is required';
  return /^\d{16}$/.test(value.replace(/\s/g, '')) ? null : 'Card number must be 16 digits';
}

/**
 * MM/YY with a month from 01 to 12. The card has expired when the start of its month (local time, year
 * 20YY) is before `now`, as the spec words it: a card whose month is the current one counts as expired.
 */
export function validateExpiryDate(value: string, now: Date): string | null {
  if (isBlank(value)) return 'Expiry date is required';
  const match = EXPIRY.exec(value.trim());
  if (!match) return 'Expiry date must be in MM/YY format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const startOfMonth = new Date(year, month - 1, 1);
  return startOfMonth.getTime() < now.getTime() ? 'Card has expired' : null;
}

const validators: Record<CheckoutField, (value: string, now: Date) => string | null> = {
  email: validateEmail,
  firstName: validateFirstName,
  lastName: validateLastName,
  address: validateAddress,
  city: validateCity,
  state: validateState,
  zipCode: validateZipCode,
  phone: validatePhone,
  cardNumber: validateCardNumber,
  expiryDate: validateExpiryDate,
  cvv: validateCvv,
  nameOnCard: validateNameOnCard,
};

/** Every invalid field's message, in the order of the form; an empty object when all are valid. */
export function validateCheckout(values: CheckoutValues, now: Date): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    const message = validators[field](values[field], now);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field of the form that has an error, the one to move focus to. */
export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return CHECKOUT_FIELDS.find((field) => errors[field] !== undefined);
}
