import { describe, expect, it } from 'vitest';
import { stockLabel } from './stock-label';

describe('stockLabel', () => {
  it('says out of stock at 0', () => {
    expect(stockLabel(0, 10)).toEqual({ state: 'out_of_stock', text: 'Out of stock' });
  });

  it('says how many are left at or below the threshold', () => {
    expect(stockLabel(1, 10)).toEqual({ state: 'low_stock', text: 'Only 1 left' });
    expect(stockLabel(10, 10)).toEqual({ state: 'low_stock', text: 'Only 10 left' });
    expect(stockLabel(5, 5)).toEqual({ state: 'low_stock', text: 'Only 5 left' });
  });

  it('says in stock above the threshold', () => {
    expect(stockLabel(11, 10)).toEqual({ state: 'in_stock', text: 'In stock' });
    expect(stockLabel(6, 5)).toEqual({ state: 'in_stock', text: 'In stock' });
  });
});
