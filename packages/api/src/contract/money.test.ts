import { describe, expect, it } from 'vitest';
import { convertFromUsd, dollarsToCents } from './money';

describe('convertFromUsd', () => {
  it('leaves dollars as they are', () => {
    expect(convertFromUsd(46.82, 'USD')).toBe(46.82);
  });

  it('converts at 83.25 rupees to the dollar', () => {
    expect(convertFromUsd(100, 'INR')).toBe(8325);
    expect(convertFromUsd(2499.99, 'INR')).toBeCloseTo(208124.17, 2);
  });
});

describe('dollarsToCents', () => {
  it('is exact for amounts with two decimals', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});
