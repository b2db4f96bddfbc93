import { PRODUCT_SORTS } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { categoryEmoji, PRICE_OPTIONS, SORT_OPTIONS } from './catalogue-options';

describe('categoryEmoji', () => {
  it('gives each of the four categories its own emoji', () => {
    const emojis = ['electronics', 'accessories', 'clothing', 'home'].map(categoryEmoji);
    expect(new Set(emojis).size).toBe(4);
  });

  it('gives an unknown category the generic emoji', () => {
    expect(categoryEmoji('garden')).toBe('🛍️');
    expect(categoryEmoji('all')).toBe('🛍️');
    expect(categoryEmoji('electronics')).not.toBe('🛍️');
  });
});

describe('the sort and price options', () => {
  it('offer every sort the server knows, in the spec order', () => {
    expect(SORT_OPTIONS.map((option) => option.id)).toEqual([...PRODUCT_SORTS]);
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Newest',
      'Price low to high',
      'Price high to low',
      'Highest Rated',
      'Most Popular',
    ]);
  });

  it('offer the four price bands', () => {
    expect(PRICE_OPTIONS.map((option) => option.label)).toEqual([
      'All Prices',
      'Under $50',
      '$50-$200',
      'Over $200',
    ]);
  });
});
