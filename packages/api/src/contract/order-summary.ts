import { SHIPPING_FLAT_CENTS, TAX_RATE_PERCENT } from './constants';

export interface PricedLine {
  priceCents: number;
  quantity: number;
}

export interface OrderSummaryCents {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** Tax on a subtotal: TAX_RATE_PERCENT of it, rounded half-up to the cent, in integers only. */
export function taxCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * TAX_RATE_PERCENT + 50) / 100);
}

/**
 * The cart's and the order's summary (spec section 9): subtotal of the lines, flat shipping, 8% tax and the
 * total. The server prices every order with it and the screens show it, so both always agree.
 */
export function orderSummary(lines: readonly PricedLine[]): OrderSummaryCents {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shippingCents = SHIPPING_FLAT_CENTS;
  const tax = taxCents(subtotalCents);
  return { subtotalCents, shippingCents, taxCents: tax, totalCents: subtotalCents + shippingCents + tax };
}
