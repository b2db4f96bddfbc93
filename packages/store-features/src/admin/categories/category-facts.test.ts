import { describe, expect, it } from 'vitest';
import { categoriesSummary, categoryStatusBadge, productCountLabel } from './category-facts';

describe('productCountLabel', () => {
  it('says none, one or many', () => {
    expect(productCountLabel(0)).toBe('No products');
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(12)).toBe('12 products');
    expect(productCountLabel(1204)).toBe('1,204 products');
  });
});

describe('categoryStatusBadge', () => {
  it('says Active or Inactive, with a tone beside the words', () => {
    expect(categoryStatusBadge(true)).toEqual({ label: 'Active', tone: 'success' });
    expect(categoryStatusBadge(false)).toEqual({ label: 'Inactive', tone: 'neutral' });
  });
});

describe('categoriesSummary', () => {
  it('counts the categories, or says what the page is for when there are none', () => {
    expect(categoriesSummary(0)).toBe('How the catalogue is grouped for shoppers.');
    expect(categoriesSummary(1)).toBe('1 category in the catalogue.');
    expect(categoriesSummary(6)).toBe('6 categories in the catalogue.');
  });
});
