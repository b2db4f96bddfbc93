import { describe, expect, it } from 'vitest';
import { couponMailer, couponOfferText, storeDateTimeText } from './coupon-mail';

const terms = {
  code: 'SPRING10',
  description: 'Spring <sale> & more',
  type: 'percentage' as const,
  value: 10,
  minimumAmountCents: 0,
  maximumDiscountCents: null,
  validFrom: new Date('2026-03-01T00:00:00Z'),
  validUntil: new Date('2026-03-31T22:00:00Z'),
};
const recipient = {
  email: 'sam@aurora.test',
  firstName: 'Sam',
  unsubscribe: {
    link: 'https://shop.test/unsubscribe?token=abc',
    headers: { 'List-Unsubscribe': '<https://shop.test/unsubscribe?token=abc>' },
  },
};
const context = {
  publicUrl: 'https://shop.test',
  storeTimeZone: 'America/New_York',
  now: new Date('2026-03-10'),
};

describe('the coupon mail', () => {
  it('words the discount as the store does', () => {
    expect(couponOfferText({ type: 'percentage', value: 15, maximumDiscountCents: null })).toBe(
      '15% off your order',
    );
    expect(couponOfferText({ type: 'percentage', value: 15, maximumDiscountCents: 50_00 })).toBe(
      '15% off your order (up to $50.00)',
    );
    expect(couponOfferText({ type: 'fixed', value: 10_00, maximumDiscountCents: 10_00 })).toBe(
      '$10.00 off your order',
    );
  });

  it('names dates on the store clock with its zone', () => {
    expect(storeDateTimeText(new Date('2026-03-31T22:00:00Z'), 'America/New_York')).toBe(
      'Mar 31, 2026, 6:00 PM EDT',
    );
  });

  it('carries the code, the terms, the shop and the way out, with every value escaped in the HTML', () => {
    const mail = couponMailer({ ...terms, minimumAmountCents: 25_00 }, context)(recipient);
    expect(mail).toMatchObject({
      to: 'sam@aurora.test',
      subject: '10% off with code SPRING10 at Aurora Store',
      headers: recipient.unsubscribe.headers,
    });
    expect(mail.text).toContain('Use the code SPRING10 at checkout for 10% off your order.');
    expect(mail.text).toContain('Valid until Mar 31, 2026, 6:00 PM EDT');
    expect(mail.text).toContain('On orders of $25.00 or more');
    expect(mail.text).toContain('Shop now: https://shop.test/products');
    expect(mail.text).toContain('Stop promotional emails: https://shop.test/unsubscribe?token=abc');
    expect(mail.text).not.toContain('Valid from');
    expect(mail.html).toContain('Spring &lt;sale&gt; &amp; more');
    expect(mail.html).toContain('href="https://shop.test/unsubscribe?token=abc"');
  });

  it('says from when a coupon that has not started yet is valid, and leaves out a minimum of nothing', () => {
    const mail = couponMailer(terms, { ...context, now: new Date('2026-02-20') })(recipient);
    expect(mail.text).toContain('Valid from Feb 28, 2026, 7:00 PM EST');
    expect(mail.text).not.toContain('On orders of');
  });
});
