import { describe, expect, it } from 'vitest';
import { dollarsSchema } from './common';
import { dollarsToCents } from './money';
import { orderSummary, taxCents } from './order-summary';

describe('taxCents', () => {
  it('is 8% of the subtotal rounded half-up to the cent', () => {
    expect(taxCents(10_000)).toBe(800);
    expect(taxCents(1_999)).toBe(160); // 159.92
    expect(taxCents(1_006)).toBe(80); // 80.48
    expect(taxCents(1_875)).toBe(150); // 150.00
    expect(taxCents(1_881)).toBe(150); // 150.48
    expect(taxCents(1_894)).toBe(152); // 151.52
    expect(taxCents(6_25)).toBe(50); // 50.00 exactly
    expect(taxCents(3_19)).toBe(26); // 25.52
    expect(taxCents(1_9)).toBe(2); // 1.52
    expect(taxCents(1_8)).toBe(1); // 1.44
    expect(taxCents(0)).toBe(0);
  });

  it('agrees with rounding the exact tax for every subtotal up to $1,000', () => {
    for (let subtotal = 0; subtotal <= 100_000; subtotal += 1) {
      expect(taxCents(subtotal)).toBe(Math.round((subtotal * 8) / 100));
    }
  });
});

describe('orderSummary', () => {
  it('adds flat shipping of $10 and 8% tax to the subtotal', () => {
    expect(
      orderSummary([
        { priceCents: 129_99, quantity: 2 },
        { priceCents: 24_50, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 284_48,
      discountCents: 0,
      shippingCents: 10_00,
      taxCents: 22_76,
      totalCents: 317_24,
    });
  });

  it('never produces a float artefact', () => {
    const summary = orderSummary([{ priceCents: dollarsToCents(1299.99), quantity: 3 }]);
    expect(summary).toEqual({
      subtotalCents: 389_997,
      discountCents: 0,
      shippingCents: 1_000,
      taxCents: 31_200,
      totalCents: 422_197,
    });
    expect(Number.isInteger(summary.totalCents)).toBe(true);
  });

  it('takes a discount off before tax: tax on (subtotal - discount), total = subtotal - discount + shipping + tax', () => {
    expect(orderSummary([{ priceCents: 100_00, quantity: 2 }], 25_00)).toEqual({
      subtotalCents: 200_00,
      discountCents: 25_00,
      shippingCents: 10_00,
      taxCents: 14_00,
      totalCents: 199_00,
    });
    // A discount of the whole subtotal leaves shipping, untaxed.
    expect(orderSummary([{ priceCents: 19_99, quantity: 1 }], 19_99).totalCents).toBe(10_00);
  });

  it('charges shipping even over the $50 promo threshold', () => {
    expect(orderSummary([{ priceCents: 500_00, quantity: 1 }]).shippingCents).toBe(10_00);
  });
});

describe('dollars', () => {
  it('converts dollars with 2 decimals to exact cents', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(2499.99)).toBe(249_999);
    expect(dollarsToCents(19.9)).toBe(1_990);
  });

  it('accepts at most 2 decimals and no negative amounts', () => {
    expect(dollarsSchema.safeParse(19.99).success).toBe(true);
    expect(dollarsSchema.safeParse(0).success).toBe(true);
    expect(dollarsSchema.safeParse(19.999).success).toBe(false);
    expect(dollarsSchema.safeParse(-1).success).toBe(false);
  });
});
