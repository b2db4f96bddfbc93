import { centsToDollars, dollarsToCents, type Order, type OrderItem } from '@aurora-store/api';

/**
 * The subtotal an order displays: its total less tax and shipping (spec section 3), worked out in integer
 * cents so 1572.76 - 115.76 - 10 reads 1447, never 1446.9999999999998.
 */
export function orderSubtotal(order: Pick<Order, 'totalPrice' | 'taxPrice' | 'shippingPrice'>): number {
  const cents =
    dollarsToCents(order.totalPrice) - dollarsToCents(order.taxPrice) - dollarsToCents(order.shippingPrice);
  return centsToDollars(cents);
}

/** What one line of an order came to: its unit price times its quantity, in cents on the way. */
export function lineTotal(item: Pick<OrderItem, 'price' | 'quantity'>): number {
  return centsToDollars(dollarsToCents(item.price) * item.quantity);
}
