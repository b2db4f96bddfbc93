import { describe, expect, it } from 'vitest';
import { couldStartOrderNumber, newOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

describe('newOrderNumber', () => {
  it('is AUR-, the UTC date and six symbols no one can misread', () => {
    const number = newOrderNumber(
      new Date('2026-11-21T23:59:59Z'),
      Uint8Array.from([0, 1, 31, 32, 255, 100]),
    );
    expect(number).toBe('AUR-20261121-23Z2Z6');
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('never uses 0, O, 1 or I', () => {
    for (let byte = 0; byte < 256; byte += 1) {
      const number = newOrderNumber(new Date('2026-11-21T12:00:00Z'), new Uint8Array(6).fill(byte));
      expect(number.slice(-6)).not.toMatch(/[01OI]/);
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
    }
  });
});

describe('couldStartOrderNumber', () => {
  it('accepts any beginning of an order number, in any case', () => {
    expect(couldStartOrderNumber('A')).toBe(true);
    expect(couldStartOrderNumber('aur-')).toBe(true);
    expect(couldStartOrderNumber('AUR-2026')).toBe(true);
    expect(couldStartOrderNumber('aur-20261121-4f7k')).toBe(true);
    expect(couldStartOrderNumber('AUR-20261121-4F7K2Q')).toBe(true);
  });

  it('refuses what no order number starts with', () => {
    expect(couldStartOrderNumber('Babbage')).toBe(false);
    expect(couldStartOrderNumber('ada@example.com')).toBe(false);
    expect(couldStartOrderNumber('AUR-2026X')).toBe(false);
    expect(couldStartOrderNumber('AUR-20261121-4F7K0Q')).toBe(false);
    expect(couldStartOrderNumber('AUR-20261121-4F7K2QX')).toBe(false);
  });
});
