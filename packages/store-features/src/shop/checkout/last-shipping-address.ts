import type { Order, ShippingAddress } from '@aurora-store/api';

/**
 * The shopper's last shipping address: where their most recent order went, whatever became of that order.
 * The profile keeps no address (spec section 2: the account page's address fields are not saved), so the
 * orders are the one place it lives. Chosen by date rather than by the list's order, which may change.
 */
export function lastShippingAddress(
  orders: readonly Pick<Order, 'createdAt' | 'shippingAddress'>[],
): ShippingAddress | null {
  let latest: (typeof orders)[number] | undefined;
  for (const order of orders) {
    if (!latest || Date.parse(order.createdAt) > Date.parse(latest.createdAt)) latest = order;
  }
  return latest?.shippingAddress ?? null;
}
