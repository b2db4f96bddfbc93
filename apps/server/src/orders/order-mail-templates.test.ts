import { describe, expect, it } from 'vitest';
import {
  formatCents,
  type OrderMailFacts,
  orderConfirmedMail,
  orderDeliveredMail,
  orderPageUrl,
  orderShippedMail,
} from './order-mail-templates';

const publicUrl = 'https://shop.aurora.test';

const facts: OrderMailFacts = {
  orderId: '6f1c2a9e-0000-4000-8000-000000000001',
  orderNumber: 'AUR-20261121-4F7K2Q',
  to: 'ada@aurora.test',
  firstName: 'Ada <b>',
  lines: [
    { name: 'Aurora Headphones', priceCents: 129_99, quantity: 2 },
    { name: '<script>alert("x")</script> Cable', priceCents: 24_50, quantity: 1 },
  ],
  subtotalCents: 284_48,
  discountCents: 0,
  couponCode: null,
  shippingCents: 10_00,
  taxCents: 22_76,
  totalCents: 317_24,
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '12 Analytical Engine Way',
    city: 'Springfield',
    state: 'Oregon',
    zipCode: '97477',
    country: 'US',
    phone: '541-555-0100',
  },
  unsubscribeLink: `${publicUrl}/unsubscribe?token=6f1c2a9e.orderUpdates.c2lnbmVk`,
};

const orderLink = `${publicUrl}/order/${facts.orderId}`;

describe('formatCents and orderPageUrl', () => {
  it('shows money with a dollar sign and 2 decimals', () => {
    expect([0, 5, 10_00, 1_234_567_89].map(formatCents)).toEqual([
      '$0.00',
      '$0.05',
      '$10.00',
      '$1,234,567.89',
    ]);
  });

  it("links to the shopper's order page, the id as one path segment", () => {
    expect(orderPageUrl(publicUrl, facts.orderId)).toBe(orderLink);
    expect(orderPageUrl(publicUrl, 'a/b?c')).toBe(`${publicUrl}/order/a%2Fb%3Fc`);
  });
});

describe('orderConfirmedMail', () => {
  const mail = orderConfirmedMail(facts, publicUrl);

  it('says the order is confirmed, to the shopper', () => {
    expect(mail.to).toBe('ada@aurora.test');
    expect(mail.subject).toBe('Your Aurora Store order AUR-20261121-4F7K2Q is confirmed');
  });

  it('lists items with quantities and prices, the totals, the address and the link in the text', () => {
    expect(mail.text).toContain('- Aurora Headphones × 2 at $129.99: $259.98');
    expect(mail.text).toContain('- <script>alert("x")</script> Cable × 1 at $24.50: $24.50');
    expect(mail.text).toContain('Subtotal: $284.48\nShipping: $10.00\nTax: $22.76\nTotal: $317.24');
    const discounted = orderConfirmedMail(
      { ...facts, discountCents: 28_45, couponCode: 'AUTUMN10', taxCents: 20_48, totalCents: 286_51 },
      publicUrl,
    );
    expect(discounted.text).toContain(
      'Subtotal: $284.48\nDiscount (AUTUMN10): -$28.45\nShipping: $10.00\nTax: $20.48\nTotal: $286.51',
    );
    expect(discounted.html).toContain('Discount (AUTUMN10)');
    expect(mail.text).toContain(
      'Shipping to\nAda Lovelace\n12 Analytical Engine Way\nSpringfield, Oregon 97477\nUS\n541-555-0100',
    );
    expect(mail.text).toContain('shipped within 2-3 business days');
    expect(mail.text).toContain(`See your order: ${orderLink}`);
    expect(mail.text).toContain(`${publicUrl}/profile`);
  });

  it('says the same in HTML, every value from the order escaped', () => {
    const markup = mail.html ?? '';
    expect(markup).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Cable');
    expect(markup).toContain('Hello Ada &lt;b&gt;,');
    expect(markup).not.toContain('<script>');
    expect(markup).not.toContain('<b>');
    expect(markup).toContain('2 × $129.99');
    expect(markup).toContain('$317.24');
    expect(markup).toContain('Springfield, Oregon 97477');
    expect(markup).toContain(`href="${orderLink}"`);
    expect(markup).toContain('<title>Your Aurora Store order AUR-20261121-4F7K2Q is confirmed</title>');
  });
});

describe('orderShippedMail', () => {
  const mail = orderShippedMail(facts, publicUrl);

  it('says the order has shipped, where to and with what', () => {
    expect(mail.subject).toBe('Your Aurora Store order AUR-20261121-4F7K2Q has shipped');
    expect(mail.text).toContain('your order AUR-20261121-4F7K2Q has shipped');
    expect(mail.text).toContain('Springfield, Oregon 97477');
    expect(mail.text).toContain('- Aurora Headphones × 2');
    expect(mail.text).toContain(`Follow your order: ${orderLink}`);
    expect(mail.html).toContain('<li>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Cable × 1</li>');
    expect(mail.html).toContain(`href="${orderLink}"`);
  });
});

describe('orderDeliveredMail', () => {
  const mail = orderDeliveredMail(facts, publicUrl);

  it('says the order has been delivered and invites a review', () => {
    expect(mail.subject).toBe('Your Aurora Store order AUR-20261121-4F7K2Q has been delivered');
    expect(mail.text).toContain('has been delivered');
    expect(mail.text).toContain('Write a review');
    expect(mail.text).toContain(orderLink);
    expect(mail.html).toContain('Write a review</a>');
    expect(mail.html).toContain('Hello Ada &lt;b&gt;,');
  });
});

describe('every order mail', () => {
  it.each([
    ['confirmed', orderConfirmedMail],
    ['shipped', orderShippedMail],
    ['delivered', orderDeliveredMail],
  ])('%s: ends with the way to stop order update emails, in the text and as a link', (_kind, template) => {
    const mail = template(facts, publicUrl);
    expect(mail.text).toContain(`Stop order update emails: ${facts.unsubscribeLink}`);
    expect(mail.html).toContain(`<a href="${facts.unsubscribeLink}"`);
    expect(mail.html).toContain('Stop order update emails</a>');
  });
});
