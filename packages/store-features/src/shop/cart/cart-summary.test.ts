import type { CartLine } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { cartSummary, lineTotalCents, quantityChange } from './cart-summary';

const line = (price: number, quantity: number) =>
  ({ product: { price } as CartLine['product'], quantity }) satisfies Pick<CartLine, 'product' | 'quantity'>;

describe('lineTotalCents', () => {
  it('multiplies in cents, never leaving a float artefact', () => {
    expect(lineTotalCents(line(19.99, 3))).toBe(5997);
    expect(lineTotalCents(line(0.1, 3))).toBe(30);
  });
});

describe('cartSummary', () => {
  it('adds the lines, flat shipping of 10 and 8% tax, with no discount without a code', () => {
    expect(cartSummary([line(1199, 1), line(89, 2)])).toEqual({
      subtotalCents: 137_700,
      discountCents: 0,
      shippingCents: 1000,
      taxCents: 11_016,
      totalCents: 149_716,
    });
  });

  it("takes a code's discount off before the tax", () => {
    // $1,377 less $206.55: tax is 8% of $1,170.45.
    expect(cartSummary([line(1199, 1), line(89, 2)], 20_655)).toEqual({
      subtotalCents: 137_700,
      discountCents: 20_655,
      shippingCents: 1000,
      taxCents: 9364,
      totalCents: 127_409,
    });
  });

  it('rounds the tax half-up to the cent', () => {
    expect(cartSummary([line(5.99, 1)]).taxCents).toBe(48);
  });

  it('still charges shipping on an empty cart', () => {
    expect(cartSummary([])).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 1000,
      taxCents: 0,
      totalCents: 1000,
    });
  });
});

describe('quantityChange', () => {
  it('updates to a new quantity within the stock', () => {
    expect(quantityChange(1, 3, 9)).toEqual({ kind: 'update', quantity: 3 });
  });

  it('removes the line below 1', () => {
    expect(quantityChange(1, 0, 9)).toEqual({ kind: 'remove' });
    expect(quantityChange(2, -4, 9)).toEqual({ kind: 'remove' });
  });

  it('holds a quantity above the stock at the stock', () => {
    expect(quantityChange(2, 50, 9)).toEqual({ kind: 'update', quantity: 9 });
  });

  it('asks for nothing when the quantity does not change or the input is cleared', () => {
    expect(quantityChange(9, 12, 9)).toEqual({ kind: 'ignore' });
    expect(quantityChange(2, 2, 9)).toEqual({ kind: 'ignore' });
    expect(quantityChange(2, Number.NaN, 9)).toEqual({ kind: 'ignore' });
  });
});
