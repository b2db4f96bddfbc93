import { describe, expect, it } from 'vitest';
import { couponMailingTitle, lastSentText } from './coupon-mailing-words';

describe('the coupon mailing words', () => {
  it('asks with the count once it is known, and names one subscriber as one', () => {
    expect(couponMailingTitle('SPRING10', undefined)).toBe('Email SPRING10 to subscribers');
    expect(couponMailingTitle('SPRING10', 0)).toBe('Email SPRING10 to subscribers');
    expect(couponMailingTitle('SPRING10', 1)).toBe('Email SPRING10 to 1 subscriber?');
    expect(couponMailingTitle('SPRING10', 42)).toBe('Email SPRING10 to 42 subscribers?');
  });

  it('says when the coupon last went out, on the admin clock, and to how many', () => {
    expect(lastSentText({ lastEmailedAt: null, lastEmailedCount: null }, 'UTC')).toBeNull();
    expect(
      lastSentText({ lastEmailedAt: '2026-11-20T14:30:00.000Z', lastEmailedCount: 40 }, 'America/New_York'),
    ).toBe('It last went out on Nov 20, 2026, 9:30 AM to 40 subscribers.');
  });
});
