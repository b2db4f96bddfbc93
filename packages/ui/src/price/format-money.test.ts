import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, roundMoney } from './format-money';

describe('formatMoney', () => {
  it('writes dollars with two decimals and thousands separators', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5, 'USD')).toBe('$5.00');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234567.891, 'USD')).toBe('$1,234,567.89');
  });

  it('writes rupees whole with Indian digit grouping', () => {
    expect(formatMoney(999, 'INR')).toBe('₹999');
    expect(formatMoney(123456.4, 'INR')).toBe('₹1,23,456');
    expect(formatMoney(12345678.5, 'INR')).toBe('₹1,23,45,679');
  });

  it('never shows a floating-point artefact', () => {
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('$0.30');
    expect(formatMoney(1.005, 'USD')).toBe('$1.01');
    expect(formatMoney(19.99 * 3, 'USD')).toBe('$59.97');
    expect(formatMoney(1.15 * 100, 'INR')).toBe('₹115');
  });

  it('accepts a lower-case code', () => {
    expect(formatMoney(12, 'usd')).toBe('$12.00');
  });

  it('writes negatives with a sign and never a negative zero', () => {
    expect(formatMoney(-12.5, 'USD')).toBe('-$12.50');
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
  });
});

describe('roundMoney', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect(roundMoney(2.675, 2)).toBe(2.68);
    expect(roundMoney(-2.675, 2)).toBe(-2.68);
    expect(roundMoney(1234.5, 0)).toBe(1235);
  });

  it('copes with amounts JavaScript writes in exponent form', () => {
    expect(roundMoney(1e-7, 2)).toBe(0);
    expect(roundMoney(1e21, 2)).toBe(1e21);
  });
});

describe('discountPercent', () => {
  it('gives the whole percentage saved', () => {
    expect(discountPercent(80, 100)).toBe(20);
    expect(discountPercent(99.99, 149.99)).toBe(33);
  });

  it('is null when nothing is saved', () => {
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(120, 100)).toBeNull();
    expect(discountPercent(10, 0)).toBeNull();
    expect(discountPercent(99.9, 100)).toBeNull();
  });
});
