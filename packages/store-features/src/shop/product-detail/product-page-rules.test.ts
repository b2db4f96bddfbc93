import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  includesProduct,
  MIN_QUANTITY,
  maxQuantity,
  productDetailRows,
} from './product-page-rules';

describe('maxQuantity', () => {
  it('is the stock', () => {
    expect(maxQuantity(28)).toBe(28);
    expect(maxQuantity(1)).toBe(1);
  });

  it('never falls below the minimum, so an out-of-stock stepper still has a valid range', () => {
    expect(maxQuantity(0)).toBe(MIN_QUANTITY);
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity from 1 to the stock', () => {
    expect(clampQuantity(3, 28)).toBe(3);
    expect(clampQuantity(28, 28)).toBe(28);
  });

  it('caps the quantity at the stock', () => {
    expect(clampQuantity(40, 28)).toBe(28);
    expect(clampQuantity(5, 3)).toBe(3);
  });

  it('raises anything below 1 to 1', () => {
    expect(clampQuantity(0, 28)).toBe(1);
    expect(clampQuantity(-4, 28)).toBe(1);
  });

  it('turns a cleared field into 1 and rounds fractions', () => {
    expect(clampQuantity(Number.NaN, 28)).toBe(1);
    expect(clampQuantity(2.6, 28)).toBe(3);
  });
});

describe('includesProduct', () => {
  const list = [{ _id: 'a' }, { _id: 'b' }];

  it('finds a product by id', () => {
    expect(includesProduct(list, 'b')).toBe(true);
    expect(includesProduct(list, 'c')).toBe(false);
  });

  it('is false before the list has loaded', () => {
    expect(includesProduct(undefined, 'a')).toBe(false);
  });
});

describe('productDetailRows', () => {
  const kettle = {
    category: 'home',
    subcategory: 'kitchen',
    brand: 'Copperline',
    sku: 'HO-COP-004',
    stock: 28,
  };

  it('lists category, brand, SKU and stock', () => {
    expect(productDetailRows(kettle)).toEqual([
      { label: 'Category', value: 'Home › Kitchen' },
      { label: 'Brand', value: 'Copperline' },
      { label: 'SKU', value: 'HO-COP-004' },
      { label: 'Stock', value: '28 in stock' },
    ]);
  });

  it('shows the category alone without a subcategory, and says when nothing is left', () => {
    const rows = productDetailRows({ ...kettle, subcategory: '', stock: 0 });
    expect(rows[0]).toEqual({ label: 'Category', value: 'Home' });
    expect(rows[3]).toEqual({ label: 'Stock', value: 'Out of stock' });
  });
});
