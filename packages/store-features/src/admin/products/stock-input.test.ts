import { describe, expect, it } from 'vitest';
import { stockInputError } from './stock-input';

describe('stockInputError', () => {
  it('takes a whole number from 0', () => {
    expect(stockInputError(0)).toBeUndefined();
    expect(stockInputError(250)).toBeUndefined();
  });

  it('refuses an empty field, a fraction or a negative number', () => {
    for (const value of [Number.NaN, 2.5, -1]) {
      expect(stockInputError(value)).toBe('Enter the stock as a whole number from 0');
    }
  });
});
