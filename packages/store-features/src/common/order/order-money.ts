import { centsToDollars, dollarsToCents, type Order, type OrderItem } from '@aurora-store/api';

/** What an order's money lines are worked out from. */
export type OrderMoney = Pick<
  Order,
  'totalPrice' | 'taxPrice' | 'shippingPrice' | 'discountPrice' | 'couponCode'
>;

/**
 * The subtotal an order displays: its total less tax and shipping (spec section 3), plus the discount a code
 * took off (issue 17), worked out in integer cents so 1572.76 - 115.76 - 10 reads 1447, never
 * 1446.9999999999998.
 */
export function orderSubtotal(order: Omit<OrderMoney, 'couponCode'>): number {
  const cents =
    dollarsToCents(order.totalPrice) -
    dollarsToCents(order.taxPrice) -
    dollarsToCents(order.shippingPrice) +
    dollarsToCents(order.discountPrice);
  return centsToDollars(cents);
}

export interface OrderTotalRow {
  label: string;
  /** Dollars; a discount is negative, as it reads on a receipt. */
  amount: number;
}

/**
 * An order's summary as every screen and paper shows it: Subtotal, the discount code's line when there is one
 * ('Discount (AUTUMN15)', negative), Shipping, Tax, then Total.
 */
export function orderTotalRows(order: OrderMoney): OrderTotalRow[] {
  const discount =
    order.discountPrice > 0
      ? [
          {
            label: order.couponCode ? `Discount (${order.couponCode})` : 'Discount',
            amount: -order.discountPrice,
          },
        ]
      : [];
  return [
    { label: 'Subtotal', amount: orderSubtotal(order) },
    ...discount,
    { label: 'Shipping', amount: order.shippingPrice },
    { label: 'Tax', amount: order.taxPrice },
    { label: 'Total', amount: order.totalPrice },
  ];
}

/** What one line of an order came to: its unit price times its quantity, in cents on the way. */
export function lineTotal(item: Pick<OrderItem, 'price' | 'quantity'>): number {
  return centsToDollars(dollarsToCents(item.price) * item.quantity);
}
