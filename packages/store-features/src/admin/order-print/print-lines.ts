import type { Order, OrderItem } from '@aurora-store/api';
import { lineTotal } from '../../common/order/order-money';

/** What an order's paper needs: who, where, what and how much (the list's orders and the detail's alike). */
export type PrintableOrder = Pick<
  Order,
  | '_id'
  | 'orderNumber'
  | 'createdAt'
  | 'isPaid'
  | 'paidAt'
  | 'totalPrice'
  | 'taxPrice'
  | 'shippingPrice'
  | 'discountPrice'
  | 'couponCode'
  | 'user'
  | 'shippingAddress'
  | 'orderItems'
>;

export interface InvoiceLine {
  key: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/**
 * An order's lines as the invoice lists them: quantity, unit price and what the line came to. Keyed by
 * position too, since two lines of a product removed from the catalogue share a null product id.
 */
export function invoiceLines(items: readonly OrderItem[]): InvoiceLine[] {
  return items.map((item, index) => ({
    key: `${index}:${item.product ?? 'removed'}`,
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.price,
    lineTotal: lineTotal(item),
  }));
}

/** How many units the packer puts in the box: every line's quantity, added up. */
export function unitsToPack(items: readonly Pick<OrderItem, 'quantity'>[]): number {
  return items.reduce((units, item) => units + item.quantity, 0);
}
