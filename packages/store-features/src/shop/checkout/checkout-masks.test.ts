import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCvv, maskExpiryDate, maskPhone, maskZipCode } from './checkout-masks';

describe('maskCardNumber', () => {
  it('groups the digits in fours with spaces', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('42424')).toBe('4242 4');
    expect(maskCardNumber('4242')).toBe('4242');
  });

  it('stops at 16 digits, 19 characters', () => {
    const masked = maskCardNumber('42424242424242429999');
    expect(masked).toBe('4242 4242 4242 4242');
    expect(masked).toHaveLength(19);
  });

  it('drops anything but digits and regroups what was typed between groups', () => {
    expect(maskCardNumber('4242-4242 abcd 42')).toBe('4242 4242 42');
    expect(maskCardNumber('4242 42424')).toBe('4242 4242 4');
    expect(maskCardNumber('')).toBe('');
  });
});

describe('maskExpiryDate', () => {
  it('puts the slash after the month', () => {
    expect(maskExpiryDate('1229')).toBe('12/29');
    expect(maskExpiryDate('122')).toBe('12/2');
    expect(maskExpiryDate('12/29')).toBe('12/29');
  });

  it('adds the slash as the second digit is typed', () => {
    expect(maskExpiryDate('1', '')).toBe('1');
    expect(maskExpiryDate('12', '1')).toBe('12/');
  });

  it('keeps the slash while the year is deleted, then lets Backspace delete it', () => {
    expect(maskExpiryDate('12/', '12/2')).toBe('12/');
    expect(maskExpiryDate('12', '12/')).toBe('12');
    expect(maskExpiryDate('1', '12')).toBe('1');
  });

  it('keeps digits only, four at most', () => {
    expect(maskExpiryDate('ab12cd2999')).toBe('12/29');
    expect(maskExpiryDate('x')).toBe('');
  });
});

describe('maskCvv, maskZipCode and maskPhone', () => {
  it('keep digits only, up to 3 for the cvv', () => {
    expect(maskCvv('12a34')).toBe('123');
  });

  it('keep digits only, up to 5 for the ZIP code', () => {
    expect(maskZipCode('97214-1234')).toBe('97214');
  });

  it('keep digits only, up to 10 for the phone', () => {
    expect(maskPhone('(503) 555-0142 ext 9')).toBe('5035550142');
  });
});
