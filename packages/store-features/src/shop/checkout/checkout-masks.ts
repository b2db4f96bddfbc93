/*
 * The input masks of spec section 5 (Checkout): each takes what the input now holds and returns what it
 * should show, so a paste or a stray letter is cleaned as it arrives.
 */

const CARD_NUMBER_DIGITS = 16;
const EXPIRY_DIGITS = 4;
const CVV_DIGITS = 3;
const ZIP_CODE_DIGITS = 5;
const PHONE_DIGITS = 10;

function digitsOf(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** '4242424242424242' -> '4242 4242 4242 4242': 16 digits in groups of four, 19 characters at most. */
export function maskCardNumber(value: string): string {
  return digitsOf(value, CARD_NUMBER_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1229' -> '12/29': digits only, with the slash after the month. Typing the month's second digit adds the
 * slash at once and deleting the year keeps it; the next Backspace takes it away, or it could never go.
 */
export function maskExpiryDate(value: string, previous = ''): string {
  const digits = digitsOf(value, EXPIRY_DIGITS);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  const keepsSlash = value.length > previous.length || value.endsWith('/');
  return digits.length === 2 && keepsSlash ? `${digits}/` : digits;
}

export function maskCvv(value: string): string {
  return digitsOf(value, CVV_DIGITS);
}

export function maskZipCode(value: string): string {
  return digitsOf(value, ZIP_CODE_DIGITS);
}

export function maskPhone(value: string): string {
  return digitsOf(value, PHONE_DIGITS);
}
