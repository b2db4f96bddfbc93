import { describe, expect, it } from 'vitest';
import { lineTotal, orderSubtotal } from './order-money';

describe('orderSubtotal', () => {
  it('is the total less tax and shipping', () => {
    expect(orderSubtotal({ totalPrice: 1572.76, taxPrice: 115.76, shippingPrice: 10 })).toBe(1447);
    expect(orderSubtotal({ totalPrice: 41.32, taxPrice: 2.32, shippingPrice: 10 })).toBe(29);
  });

  it('leaves no floating-point residue', () => {
    // In floats 0.3 - 0.1 - 0.1 is 0.09999999999999998.
    expect(orderSubtotal({ totalPrice: 0.3, taxPrice: 0.1, shippingPrice: 0.1 })).toBe(0.1);
    expect(orderSubtotal({ totalPrice: 743.31, taxPrice: 54.32, shippingPrice: 10 })).toBe(678.99);
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
