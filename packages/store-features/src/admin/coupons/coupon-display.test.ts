import type { Coupon } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { couponStatusBadge, couponValueText, formatCouponDateTime } from './coupon-display';

const now = new Date('2026-11-24T12:00:00Z');
const coupon: Coupon = {
  _id: 'c-1',
  code: 'SAVE10',
  description: '',
  type: 'percentage',
  value: 10,
  minimumAmount: 0,
  maximumDiscount: null,
  usageLimit: 100,
  usedCount: 3,
  userLimit: 1,
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2026-12-01T00:00:00Z',
  isActive: true,
  status: 'Active',
};

describe('couponStatusBadge', () => {
  it('gives each display status of spec section 4 its own tone', () => {
    expect(couponStatusBadge(coupon, now)).toEqual({ status: 'Active', tone: 'success' });
    expect(couponStatusBadge({ ...coupon, isActive: false }, now)).toEqual({
      status: 'Inactive',
      tone: 'neutral',
    });
    expect(couponStatusBadge({ ...coupon, validFrom: '2026-11-25T00:00:00Z' }, now)).toEqual({
      status: 'Scheduled',
      tone: 'info',
    });
    expect(couponStatusBadge({ ...coupon, validUntil: '2026-11-24T11:59:00Z' }, now)).toEqual({
      status: 'Expired',
      tone: 'danger',
    });
    expect(couponStatusBadge({ ...coupon, usedCount: 100 }, now)).toEqual({
      status: 'Used Up',
      tone: 'warning',
    });
  });

  it('works the status out at the time given, not from the stale answer', () => {
    const fetchedYesterday = { ...coupon, status: 'Scheduled' as const, validFrom: '2026-11-24T08:00:00Z' };
    expect(couponStatusBadge(fetchedYesterday, now).status).toBe('Active');
    expect(couponStatusBadge(coupon, new Date('2026-12-01T00:00:01Z')).status).toBe('Expired');
  });
});

describe('couponValueText', () => {
  it('writes a percentage with its sign and a fixed amount in dollars', () => {
    expect(couponValueText({ type: 'percentage', value: 15 })).toBe('15%');
    expect(couponValueText({ type: 'fixed', value: 10 })).toBe('$10.00');
    expect(couponValueText({ type: 'fixed', value: 1234.5 })).toBe('$1,234.50');
  });
});

describe('formatCouponDateTime', () => {
  it("writes an instant on the admin's clock, to the minute", () => {
    expect(formatCouponDateTime('2026-11-01T04:00:00.000Z', 'UTC')).toBe('Nov 1, 2026, 4:00 AM');
    expect(formatCouponDateTime('2026-11-01T04:00:00.000Z', 'America/New_York')).toBe(
      'Nov 1, 2026, 12:00 AM',
    );
  });
});
