import { describe, expect, it } from 'vitest';
import { adminStockBadge } from './admin-stock';

describe('adminStockBadge', () => {
  it('is green with the count above the threshold', () => {
    expect(adminStockBadge(11, 10)).toEqual({ state: 'in_stock', tone: 'success', label: '11 in stock' });
  });

  it('is yellow at or below the threshold while some is left', () => {
    expect(adminStockBadge(10, 10)).toEqual({ state: 'low_stock', tone: 'warning', label: 'Only 10 left' });
    expect(adminStockBadge(1, 5)).toMatchObject({ tone: 'warning', label: 'Only 1 left' });
  });

  it('is red at 0', () => {
    expect(adminStockBadge(0, 10)).toEqual({ state: 'out_of_stock', tone: 'danger', label: 'Out of stock' });
  });
});
