import { describe, expect, it } from 'vitest';
import { cartItemCount, countLabel, searchHref } from './shell-rules';

describe('cartItemCount', () => {
  it('adds up the quantities of every line', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
  });

  it('is 0 for an empty cart', () => {
    expect(cartItemCount([])).toBe(0);
  });
});

describe('countLabel', () => {
  it('names the count in the singular for one', () => {
    expect(countLabel('Cart', 1)).toBe('Cart, 1 item');
  });

  it('names the count in the plural otherwise', () => {
    expect(countLabel('Cart', 0)).toBe('Cart, 0 items');
    expect(countLabel('Wishlist', 12)).toBe('Wishlist, 12 items');
  });
});

describe('searchHref', () => {
  it('opens the catalogue with the trimmed text as its search', () => {
    expect(searchHref('  watch ')).toBe('/products?search=watch');
  });

  it('encodes what a URL cannot hold as is', () => {
    expect(searchHref('wall clock & lamp')).toBe('/products?search=wall+clock+%26+lamp');
  });

  it('goes nowhere for blank text', () => {
    expect(searchHref('   ')).toBeNull();
  });
});
