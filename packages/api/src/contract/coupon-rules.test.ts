import { describe, expect, it } from 'vitest';
import { couponDiscountCents, couponRefusal, UNKNOWN_COUPON } from './coupon-rules';

describe('couponDiscountCents', () => {
  it('takes the percentage of the subtotal, rounded half-up to the cent once', () => {
    expect(couponDiscountCents({ type: 'percentage', value: 10, maximumDiscountCents: null }, 12_345)).toBe(
      1_235,
    );
    expect(couponDiscountCents({ type: 'percentage', value: 15, maximumDiscountCents: null }, 333)).toBe(50);
    expect(couponDiscountCents({ type: 'percentage', value: 15, maximumDiscountCents: null }, 330)).toBe(50);
    expect(couponDiscountCents({ type: 'percentage', value: 15, maximumDiscountCents: null }, 329)).toBe(49);
  });

  it('never takes more than maximumDiscount', () => {
    expect(couponDiscountCents({ type: 'percentage', value: 50, maximumDiscountCents: 2_000 }, 10_000)).toBe(
      2_000,
    );
    expect(couponDiscountCents({ type: 'fixed', value: 3_000, maximumDiscountCents: 2_500 }, 10_000)).toBe(
      2_500,
    );
  });

  it('takes a fixed amount whole, but never more than the subtotal', () => {
    expect(couponDiscountCents({ type: 'fixed', value: 1_500, maximumDiscountCents: null }, 10_000)).toBe(
      1_500,
    );
    expect(couponDiscountCents({ type: 'fixed', value: 5_000, maximumDiscountCents: null }, 4_999)).toBe(
      4_999,
    );
    expect(couponDiscountCents({ type: 'percentage', value: 100, maximumDiscountCents: null }, 4_999)).toBe(
      4_999,
    );
  });
});

describe('couponRefusal', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const coupon = {
    isActive: true,
    validFrom: '2026-11-01T00:00:00Z',
    validUntil: '2026-12-01T00:00:00Z',
    usageLimit: 10,
    usedCount: 3,
    userLimit: 1,
    minimumAmountCents: 5_000,
  };
  const order = { now, subtotalCents: 6_000, shopperUses: 0 };

  it('lets a coupon within all its limits apply', () => {
    expect(couponRefusal(coupon, order)).toBeNull();
    expect(couponRefusal({ ...coupon, usageLimit: null }, { ...order, subtotalCents: 5_000 })).toBeNull();
  });

  it('says why each limit refuses, with the status an answer gives it', () => {
    expect(couponRefusal({ ...coupon, isActive: false }, order)).toEqual(UNKNOWN_COUPON);
    expect(couponRefusal({ ...coupon, validFrom: '2026-11-27T00:00:00Z' }, order)).toEqual({
      status: 400,
      message: 'This coupon is not valid yet',
    });
    expect(couponRefusal({ ...coupon, validUntil: '2026-11-26T11:59:59Z' }, order)).toEqual({
      status: 400,
      message: 'This coupon has expired',
    });
    expect(couponRefusal({ ...coupon, usedCount: 10 }, order)).toEqual({
      status: 409,
      message: 'This coupon has been fully used',
    });
    expect(couponRefusal(coupon, { ...order, shopperUses: 1 })).toEqual({
      status: 409,
      message: 'You have already used this coupon',
    });
    expect(couponRefusal({ ...coupon, userLimit: 2 }, { ...order, shopperUses: 1 })).toBeNull();
    expect(couponRefusal(coupon, { ...order, subtotalCents: 3_750 })).toEqual({
      status: 400,
      message: 'Add $12.50 more to use this coupon',
    });
  });
});
