import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  validateAddress,
  validateCardNumber,
  validateCheckout,
  validateCity,
  validateCvv,
  validateEmail,
  validateExpiryDate,
  validateFirstName,
  validateLastName,
  validateNameOnCard,
  validatePhone,
  validateState,
  validateZipCode,
} from './checkout-validation';
import { CHECKOUT_FIELDS, EMPTY_CHECKOUT_VALUES } from './checkout-values';
import { sampleCheckoutValues } from './sample-checkout';

/** 21 November 2026, mid-afternoon, local time. */
const now = new Date(2026, 10, 21, 14, 30);

const validValues = sampleCheckoutValues();

describe('validateEmail', () => {
  it('requires an email', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
  });

  it('wants a valid address', () => {
    expect(validateEmail('emma')).toBe('Please enter a valid email address');
    expect(validateEmail('emma@example')).toBe('Please enter a valid email address');
    expect(validateEmail('emma wilson@example.com')).toBe('Please enter a valid email address');
    expect(validateEmail('emma@example.com')).toBeNull();
  });
});

describe('the name and place fields', () => {
  it.each([
    [validateFirstName, 'First name is required', 'First name should only contain letters'],
    [validateLastName, 'Last name is required', 'Last name should only contain letters'],
    [validateCity, 'City is required', 'City should only contain letters'],
    [validateState, 'State is required', 'State should only contain letters'],
    [validateNameOnCard, 'Name on card is required', 'Name should only contain letters'],
  ])('%o: required, letters and spaces only', (validate, requiredMessage, lettersMessage) => {
    expect(validate('')).toBe(requiredMessage);
    expect(validate('  ')).toBe(requiredMessage);
    expect(validate('Emma3')).toBe(lettersMessage);
    expect(validate("O'Brien")).toBe(lettersMessage);
    expect(validate('New-York')).toBe(lettersMessage);
    expect(validate('Mary Ann')).toBeNull();
    expect(validate('José')).toBeNull();
  });
});

describe('validateAddress', () => {
  it('requires an address and takes any text', () => {
    expect(validateAddress('')).toBe('Address is required');
    expect(validateAddress('1420 SE Belmont St, #4')).toBeNull();
  });
});

describe('validateZipCode', () => {
  it('wants exactly 5 digits', () => {
    expect(validateZipCode('')).toBe('ZIP code is required');
    expect(validateZipCode('9721')).toBe('ZIP code must be 5 digits');
    expect(validateZipCode('972145')).toBe('ZIP code must be 5 digits');
    expect(validateZipCode('9721a')).toBe('ZIP code must be 5 digits');
    expect(validateZipCode('97214')).toBeNull();
  });
});

describe('validatePhone', () => {
  it('wants 10 digits, ignoring anything else', () => {
    expect(validatePhone('')).toBe('Phone number is required');
    expect(validatePhone('503555014')).toBe('Phone number must be 10 digits');
    expect(validatePhone('50355501423')).toBe('Phone number must be 10 digits');
    expect(validatePhone('5035550142')).toBeNull();
    expect(validatePhone('(503) 555-0142')).toBeNull();
  });
});

describe('validateCardNumber', () => {
  it('wants 16 digits, ignoring spaces', () => {
    expect(validateCardNumber('')).toBe('Card number is required');
    expect(validateCardNumber('4242 4242 4242 424')).toBe('Card number must be 16 digits');
    expect(validateCardNumber('4242 4242 4242 424x')).toBe('Card number must be 16 digits');
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('4242424242424242')).toBeNull();
  });
});

describe('validateExpiryDate', () => {
  it('requires an expiry date', () => {
    expect(validateExpiryDate('', now)).toBe('Expiry date is required');
  });

  it('wants MM/YY with a month from 01 to 12', () => {
    for (const value of ['1229', '1/29', '12/2', '12/2029', '00/29', '13/29', 'ab/cd']) {
      expect(validateExpiryDate(value, now)).toBe('Expiry date must be in MM/YY format');
    }
    expect(validateExpiryDate('01/29', now)).toBeNull();
    expect(validateExpiryDate('12/29', now)).toBeNull();
  });

  it('refuses a month that has already begun, the current one included', () => {
    expect(validateExpiryDate('10/26', now)).toBe('Card has expired');
    expect(validateExpiryDate('11/26', now)).toBe('Card has expired');
    expect(validateExpiryDate('12/25', now)).toBe('Card has expired');
  });

  it('accepts the next month and later', () => {
    expect(validateExpiryDate('12/26', now)).toBeNull();
    expect(validateExpiryDate('01/27', now)).toBeNull();
  });

  it('accepts the current month at the very instant it starts, and not a millisecond after', () => {
    const startOfNovember = new Date(2026, 10, 1);
    expect(validateExpiryDate('11/26', startOfNovember)).toBeNull();
    expect(validateExpiryDate('11/26', new Date(startOfNovember.getTime() + 1))).toBe('Card has expired');
  });

  it('turns December into January across the year', () => {
    const newYearsEve = new Date(2026, 11, 31, 23, 59);
    expect(validateExpiryDate('12/26', newYearsEve)).toBe('Card has expired');
    expect(validateExpiryDate('01/27', newYearsEve)).toBeNull();
  });
});

describe('validateCvv', () => {
  it('wants exactly 3 digits', () => {
    expect(validateCvv('')).toBe('CVV is required');
    expect(validateCvv('12')).toBe('CVV must be 3 digits');
    expect(validateCvv('1234')).toBe('CVV must be 3 digits');
    expect(validateCvv('123')).toBeNull();
  });
});

describe('validateCheckout', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(validateCheckout(validValues, now)).toEqual({});
  });

  it('reports every empty field with its required message', () => {
    expect(validateCheckout(EMPTY_CHECKOUT_VALUES, now)).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      phone: 'Phone number is required',
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      nameOnCard: 'Name on card is required',
    });
  });

  it('reports only the fields that are wrong', () => {
    expect(validateCheckout({ ...validValues, expiryDate: '10/26', cvv: '12' }, now)).toEqual({
      expiryDate: 'Card has expired',
      cvv: 'CVV must be 3 digits',
    });
  });
});

describe('firstInvalidField', () => {
  it('is the first wrong field in the order of the form', () => {
    expect(firstInvalidField({ cvv: 'CVV is required', city: 'City is required' })).toBe('city');
    expect(firstInvalidField(validateCheckout(EMPTY_CHECKOUT_VALUES, now))).toBe(CHECKOUT_FIELDS[0]);
    expect(firstInvalidField({})).toBeUndefined();
  });
});
