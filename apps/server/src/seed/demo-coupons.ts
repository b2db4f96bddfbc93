import type { coupons } from '../db/schema';
import { daysAfter, daysBefore } from './time';

type NewCoupon = typeof coupons.$inferInsert;

/**
 * One coupon of each display status the admin screen shows (spec section 4): active now, scheduled for next
 * month, expired last month, used up (its limit reached) and switched off.
 */
export function demoCoupons(now: Date): NewCoupon[] {
  return [
    {
      code: 'WELCOME10',
      description: '10% off your first order of $50 or more',
      type: 'percentage',
      value: 10,
      minimumAmountCents: 50_00,
      maximumDiscountCents: 50_00,
      usageLimit: null,
      userLimit: 1,
      validFrom: daysBefore(now, 30),
      validUntil: daysAfter(now, 90),
      isActive: true,
    },
    {
      code: 'FLASH25',
      description: "$25 off orders over $150 in next month's flash sale",
      type: 'fixed',
      value: 25_00,
      minimumAmountCents: 150_00,
      maximumDiscountCents: null,
      usageLimit: 200,
      userLimit: 1,
      validFrom: daysAfter(now, 30),
      validUntil: daysAfter(now, 37),
      isActive: true,
    },
    {
      code: 'SUMMER15',
      description: '15% off the summer collection',
      type: 'percentage',
      value: 15,
      minimumAmountCents: 0,
      maximumDiscountCents: 40_00,
      usageLimit: 500,
      userLimit: 2,
      validFrom: daysBefore(now, 120),
      validUntil: daysBefore(now, 30),
      isActive: true,
    },
    {
      code: 'LAUNCH50',
      description: '$50 off for the first hundred orders of the launch week',
      type: 'fixed',
      value: 50_00,
      minimumAmountCents: 200_00,
      maximumDiscountCents: null,
      usageLimit: 100,
      usedCount: 100,
      userLimit: 1,
      validFrom: daysBefore(now, 10),
      validUntil: daysAfter(now, 20),
      isActive: true,
    },
    {
      code: 'STAFF20',
      description: '20% staff discount, paused until the next staff sale',
      type: 'percentage',
      value: 20,
      minimumAmountCents: 0,
      maximumDiscountCents: 100_00,
      usageLimit: null,
      userLimit: 5,
      validFrom: daysBefore(now, 60),
      validUntil: daysAfter(now, 300),
      isActive: false,
    },
  ];
}
