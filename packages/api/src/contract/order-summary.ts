import { SHIPPING_FLAT_CENTS, TAX_RATE_PERCENT } from './constants';

export interface PricedLine {
  priceCents: number;
  quantity: number;
}

export interface OrderSummaryCents {
  subtotalCents: number;
  /** What a discount code took off the subtotal; 0 without one. */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** Tax on a subtotal: TAX_RATE_PERCENT of it, rounded half-up to the cent, in integers only. */
export function taxCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * TAX_RATE_PERCENT + 50) / 100);
}

/** The subtotal of priced lines: each unit price times its quantity, added up. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}

/**
 * The cart's and the order's summary (spec section 9): subtotal of the lines, flat shipping, 8% tax and the
 * total. The server prices every order with it and the screens show it, so both always agree. A discount code
 * (issue 17) takes its discount off before tax: tax is 8% of (subtotal - discount), and the total is
 * subtotal - discount + shipping + tax. Without one, the spec's totals exactly.
 */
export function orderSummary(lines: readonly PricedLine[], discountCents = 0): OrderSummaryCents {
  const subtotal = subtotalCents(lines);
  const discounted = subtotal - discountCents;
  const shippingCents = SHIPPING_FLAT_CENTS;
  const tax = taxCents(discounted);
  return {
    subtotalCents: subtotal,
    discountCents,
    shippingCents,
    taxCents: tax,
    totalCents: discounted + shippingCents + tax,
  };
}
