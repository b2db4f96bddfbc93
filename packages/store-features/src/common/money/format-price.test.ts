import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatPrice(5.99, 'USD')).toBe('$5.99');
  });

  it('shows rupees at 83.25 to the dollar, whole, with Indian grouping', () => {
    expect(formatPrice(100, 'INR')).toBe('₹8,325');
    expect(formatPrice(2499.99, 'INR')).toBe('₹2,08,124');
    expect(formatPrice(46.82, 'INR')).toBe('₹3,898');
  });

  it('never shows a floating-point artefact', () => {
    expect(formatPrice(0.1 + 0.2, 'USD')).toBe('$0.30');
    expect(formatPrice(46.82, 'USD')).toBe('$46.82');
  });
});
