import { type CartLine, dollarsToCents, type OrderSummaryCents, orderSummary } from '@aurora-store/api';

/** A line's total in cents: the unit price times the quantity, with no float left over. */
export function lineTotalCents(line: Pick<CartLine, 'product' | 'quantity'>): number {
  return dollarsToCents(line.product.price) * line.quantity;
}

/**
 * The cart's order summary (spec section 9) by the same function the server prices the order with, so the
 * total the shopper sees here is the total they are charged; with a discount code's discount taken off
 * before tax (issue 17).
 */
export function cartSummary(
  lines: readonly Pick<CartLine, 'product' | 'quantity'>[],
  discountCents = 0,
): OrderSummaryCents {
  return orderSummary(
    lines.map((line) => ({ priceCents: dollarsToCents(line.product.price), quantity: line.quantity })),
    discountCents,
  );
}

export type QuantityChange = { kind: 'update'; quantity: number } | { kind: 'remove' } | { kind: 'ignore' };

/**
 * What a new stepper value asks for (spec section 4: a quantity below 1 removes the line). A cleared input
 * (NaN) or the quantity the line already has asks for nothing; above the stock is held at the stock.
 */
export function quantityChange(current: number, next: number, stock: number): QuantityChange {
  if (Number.isNaN(next)) return { kind: 'ignore' };
  if (next < 1) return { kind: 'remove' };
  const quantity = Math.min(Math.trunc(next), stock);
  return quantity === current ? { kind: 'ignore' } : { kind: 'update', quantity };
}
