import { type CartLine, orderCreationSchema } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { products } from '../../common/story-support/fixtures';
import { cartSubtotalCents, cartTotals, checkoutCustomer, orderPayload } from './order-payload';
import { sampleCheckoutValues, sampleShippingAddress } from './sample-checkout';

const [camera, knitThrow] = products;
if (!camera || !knitThrow) throw new Error('The fixtures need two products');

const lines: CartLine[] = [
  { _id: camera._id, product: { ...camera, price: 19.99 }, quantity: 3 },
  { _id: knitThrow._id, product: { ...knitThrow, price: 5.05, images: [] }, quantity: 1 },
];

// Spaces around the email and a name, which the payload and the customer trim.
const values = sampleCheckoutValues({ email: ' emma.wilson@example.com ', firstName: 'Emma ' });

describe('cartTotals', () => {
  it('adds flat shipping and 8% tax rounded to the cent, without float artefacts', () => {
    // 3 x 19.99 + 5.05 = 65.02; tax 5.2016 -> 5.20; total 80.22.
    expect(cartTotals(lines)).toEqual({ subtotal: 65.02, discount: 0, shipping: 10, tax: 5.2, total: 80.22 });
  });

  it('charges shipping on an empty cart too', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, shipping: 10, tax: 0, total: 10 });
  });

  it("takes a code's discount off before tax: 8% of what remains, then shipping", () => {
    // 65.02 - 6.50 = 58.52; tax 4.6816 -> 4.68; total 58.52 + 10 + 4.68 = 73.20.
    expect(cartTotals(lines, 6_50)).toEqual({
      subtotal: 65.02,
      discount: 6.5,
      shipping: 10,
      tax: 4.68,
      total: 73.2,
    });
  });
});

describe('cartSubtotalCents', () => {
  it('is what a code is priced on: the lines before shipping and tax, in cents', () => {
    expect(cartSubtotalCents(lines)).toBe(65_02);
    expect(cartSubtotalCents([])).toBe(0);
  });
});

describe('orderPayload', () => {
  const payload = orderPayload(lines, values);

  it('is a payload the server accepts', () => {
    expect(orderCreationSchema.safeParse(payload).success).toBe(true);
  });

  it('carries each line with its product id, name, first image or nothing, price and quantity', () => {
    expect(payload.orderItems).toEqual([
      { product: camera._id, name: camera.name, image: camera.images[0]?.url, price: 19.99, quantity: 3 },
      { product: knitThrow._id, name: knitThrow.name, image: '', price: 5.05, quantity: 1 },
    ]);
  });

  it('ships to the form address in the US, and bills the same address without the phone', () => {
    expect(payload.shippingAddress).toEqual(sampleShippingAddress);
    const { phone: _phone, ...billing } = payload.shippingAddress;
    expect(payload.billingAddress).toEqual(billing);
  });

  it('pays with the card provider and carries the totals the shopper was shown', () => {
    expect(payload.paymentMethod).toBe('stripe');
    expect(payload).toMatchObject({ taxPrice: 5.2, shippingPrice: 10, totalPrice: 80.22 });
  });

  it('never sends the card details', () => {
    const sent = JSON.stringify(payload);
    expect(sent).not.toContain('4242');
    expect(sent).not.toContain('12/29');
    expect(sent).not.toContain('"123"');
    expect(Object.keys(payload).sort()).toEqual([
      'billingAddress',
      'orderItems',
      'paymentMethod',
      'shippingAddress',
      'shippingPrice',
      'taxPrice',
      'totalPrice',
    ]);
  });
});

describe('orderPayload with a discount code', () => {
  const payload = orderPayload(lines, values, { code: 'AUTUMN10', discountCents: 6_50 });

  it('carries the code and the discounted totals the shopper was shown', () => {
    expect(payload).toMatchObject({
      couponCode: 'AUTUMN10',
      taxPrice: 4.68,
      shippingPrice: 10,
      totalPrice: 73.2,
    });
    expect(orderCreationSchema.safeParse(payload).success).toBe(true);
  });

  it('differs from the payload without a code only in the code and the money it changes', () => {
    const { couponCode: _code, taxPrice: _discountedTax, totalPrice: _discountedTotal, ...rest } = payload;
    const { taxPrice: _tax, totalPrice: _total, ...plain } = orderPayload(lines, values);
    expect(rest).toEqual(plain);
    expect('couponCode' in orderPayload(lines, values, null)).toBe(false);
  });
});

describe('checkoutCustomer', () => {
  it('names the customer as the form does', () => {
    expect(checkoutCustomer(values)).toEqual({
      name: 'Emma Wilson',
      email: 'emma.wilson@example.com',
      phone: '5035550142',
    });
  });
});
