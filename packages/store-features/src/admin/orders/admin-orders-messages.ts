import type { OrderStatus } from '@aurora-store/api';

/* The orders list's words: the spec's (section 8) word for word, and ours where the spec is silent. */

export const LOAD_ORDERS_FAILED = 'Failed to load orders';
export const UPDATE_STATUS_FAILED = 'Failed to update order status';
export const CONFIRM_PAYMENT_FAILED = 'Failed to confirm payment';
export const BULK_STATUS_FAILED = 'Failed to update orders';
export const EXPORT_ORDERS_FAILED = 'Failed to export orders';
export const PRINT_SLIPS_FAILED = 'Failed to load the orders to print';

export const ordersNoun = (count: number) => (count === 1 ? 'order' : 'orders');

/** The confirm prompt before Confirm Payment (api.md): paid for good, and a pending order goes on to processing. */
export function confirmPaymentMessage(status: OrderStatus): string {
  const moves = status === 'pending' ? ' and moves from Pending to Processing' : '';
  return `The order is marked as paid${moves}. A payment cannot be undone.`;
}
