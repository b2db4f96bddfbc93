import { COMPARE_MAX_PRODUCTS } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { addToCompareList, clearCompareList, removeFromCompareList } from './compare-list';

const full = Array.from({ length: COMPARE_MAX_PRODUCTS }, (_, index) => `product-${index + 1}`);

describe('addToCompareList', () => {
  it('appends a new product and says so', () => {
    expect(addToCompareList(['a'], 'b')).toEqual({
      list: ['a', 'b'],
      outcome: 'changed',
      message: 'Added to comparison',
    });
  });

  it('starts an empty list', () => {
    expect(addToCompareList([], 'a').list).toEqual(['a']);
  });

  it('refuses a product already in the list and keeps the list', () => {
    const list = ['a', 'b'];
    expect(addToCompareList(list, 'a')).toEqual({
      list,
      outcome: 'refused',
      message: 'Product already in comparison',
    });
  });

  it('accepts up to the maximum', () => {
    expect(addToCompareList(full.slice(0, -1), 'last').list).toHaveLength(COMPARE_MAX_PRODUCTS);
  });

  it('refuses a fifth product', () => {
    expect(addToCompareList(full, 'fifth')).toEqual({
      list: full,
      outcome: 'refused',
      message: 'You can compare maximum 4 products',
    });
  });

  it('calls a duplicate a duplicate even when the list is full', () => {
    expect(addToCompareList(full, 'product-1').message).toBe('Product already in comparison');
  });

  it('never changes the list it was given', () => {
    const list = ['a'];
    addToCompareList(list, 'b');
    expect(list).toEqual(['a']);
  });
});

describe('removeFromCompareList', () => {
  it('takes the product out, keeping the order of the rest', () => {
    expect(removeFromCompareList(['a', 'b', 'c'], 'b')).toEqual({
      list: ['a', 'c'],
      outcome: 'changed',
      message: 'Removed from comparison',
    });
  });

  it('leaves a list without that product as it was', () => {
    expect(removeFromCompareList(['a'], 'z').list).toEqual(['a']);
  });
});

describe('clearCompareList', () => {
  it('empties the list', () => {
    expect(clearCompareList()).toEqual({ list: [], outcome: 'changed', message: 'Comparison cleared' });
  });
});
