import { describe, expect, it } from 'vitest';
import { lineTotal, orderSubtotal, orderTotalRows } from './order-money';

const noDiscount = { discountPrice: 0 };

describe('orderSubtotal', () => {
  it('is the total less tax and shipping', () => {
    expect(orderSubtotal({ totalPrice: 1572.76, taxPrice: 115.76, shippingPrice: 10, ...noDiscount })).toBe(
      1447,
    );
    expect(orderSubtotal({ totalPrice: 41.32, taxPrice: 2.32, shippingPrice: 10, ...noDiscount })).toBe(29);
  });

  it('adds back what a discount code took off', () => {
    // 120 - 18 = 102, tax 8.16, shipping 10: charged 120.16.
    expect(orderSubtotal({ totalPrice: 120.16, taxPrice: 8.16, shippingPrice: 10, discountPrice: 18 })).toBe(
      120,
    );
  });

  it('leaves no floating-point residue', () => {
    // In floats 0.3 - 0.1 - 0.1 is 0.09999999999999998.
    expect(orderSubtotal({ totalPrice: 0.3, taxPrice: 0.1, shippingPrice: 0.1, ...noDiscount })).toBe(0.1);
    expect(orderSubtotal({ totalPrice: 743.31, taxPrice: 54.32, shippingPrice: 10, ...noDiscount })).toBe(
      678.99,
    );
  });
});

describe('orderTotalRows', () => {
  it('lists subtotal, shipping, tax and total without a code', () => {
    expect(
      orderTotalRows({
        totalPrice: 41.32,
        taxPrice: 2.32,
        shippingPrice: 10,
        discountPrice: 0,
        couponCode: null,
      }),
    ).toEqual([
      { label: 'Subtotal', amount: 29 },
      { label: 'Shipping', amount: 10 },
      { label: 'Tax', amount: 2.32 },
      { label: 'Total', amount: 41.32 },
    ]);
  });

  it("adds the code's discount, negative, under the subtotal", () => {
    expect(
      orderTotalRows({
        totalPrice: 120.16,
        taxPrice: 8.16,
        shippingPrice: 10,
        discountPrice: 18,
        couponCode: 'AUTUMN15',
      }),
    ).toEqual([
      { label: 'Subtotal', amount: 120 },
      { label: 'Discount (AUTUMN15)', amount: -18 },
      { label: 'Shipping', amount: 10 },
      { label: 'Tax', amount: 8.16 },
      { label: 'Total', amount: 120.16 },
    ]);
  });
});

describe('lineTotal', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal({ price: 159, quantity: 1 })).toBe(159);
    expect(lineTotal({ price: 19.99, quantity: 3 })).toBe(59.97);
  });

  it('leaves no floating-point residue', () => {
    // In floats 0.1 * 3 is 0.30000000000000004.
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  });
});
