import { describe, expect, it } from 'vitest';
import { stockLimitMessage } from './messages';
import { stockState } from './stock';

describe('stockState', () => {
  it('is out at 0, low at or below the threshold, in stock above it', () => {
    expect(stockState(0, 10)).toBe('out_of_stock');
    expect(stockState(1, 10)).toBe('low_stock');
    expect(stockState(10, 10)).toBe('low_stock');
    expect(stockState(11, 10)).toBe('in_stock');
    expect(stockState(3, 0)).toBe('in_stock');
  });

  it('uses the default threshold of 10', () => {
    expect(stockState(10)).toBe('low_stock');
    expect(stockState(11)).toBe('in_stock');
  });
});

describe('stockLimitMessage', () => {
  it('names what is left', () => {
    expect(stockLimitMessage(0)).toBe('Product is out of stock');
    expect(stockLimitMessage(3)).toBe('Only 3 items available in stock');
  });
});
