import type { OrderStatus } from '@aurora-store/api';

/* The order detail's words: the spec's (section 8) word for word, and ours where the spec is silent. */

export const ADMIN_ORDERS_HREF = '/admin/orders';
export const LOAD_ORDER_FAILED = 'Failed to load order';
export const UPDATE_STATUS_FAILED = 'Failed to update order status';
export const CONFIRM_PAYMENT_FAILED = 'Failed to confirm payment';
export const ADD_NOTE_FAILED = 'Failed to add note';
export const INTERNAL_NOTE_HINT = 'Only admins see this';

/** The confirm prompt before Confirm Payment: paid for good, and a pending order goes on to processing. */
export function confirmPaymentMessage(status: OrderStatus): string {
  const moves = status === 'pending' ? ' and moves from Pending to Processing' : '';
  return `The order is marked as paid${moves}. A payment cannot be undone.`;
}
