import { type BulkOrderStatusResponse, bulkOrderStatusMessage, type OrderStatus } from '@aurora-store/api';
import { orderStatusBadge } from '../../common/order/order-status';
import { type BulkToast, bulkToast } from '../list/bulk-toast';
import { ordersNoun } from './admin-orders-messages';

type BulkStatusAnswer = BulkOrderStatusResponse['data'];

export interface BulkOrderFailure {
  id: string;
  /** The order's number, or what stands for it once the store no longer knows the order. */
  orderNumber: string;
  reason: string;
}

export interface BulkStatusOutcome {
  /** The one toast: the counts, a success when nothing failed. */
  toast: BulkToast;
  /** Each order the change could not reach, named with the server's reason. */
  failures: BulkOrderFailure[];
}

/** What a bulk status change did, as the list reports it: '3 orders updated', then ', 1 failed' if any did. */
export function bulkStatusOutcome(answer: BulkStatusAnswer): BulkStatusOutcome {
  const done = bulkOrderStatusMessage(answer.succeeded.length);
  return {
    toast: bulkToast(done, answer.failed.length),
    failures: answer.failed.map((failure) => ({
      id: failure._id,
      orderNumber: failure.orderNumber ?? `Unknown order (${failure._id})`,
      reason: failure.message,
    })),
  };
}

export interface BulkStatusConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  variant: 'default' | 'danger';
}

/**
 * The one question a bulk status change asks. Cancelling is the change that cannot be taken back (the stock
 * goes back on the shelf), so it asks as a danger, and its "don't" button must not also say Cancel.
 */
export function bulkStatusConfirmation(status: OrderStatus, count: number): BulkStatusConfirmation {
  const orders = `${count} ${ordersNoun(count)}`;
  const one = count === 1;
  if (status === 'cancelled') {
    return {
      title: `Cancel ${orders}?`,
      message: `${one ? 'Its' : 'Their'} items go back into stock, and a cancelled order cannot be reopened.`,
      confirmLabel: `Cancel ${orders}`,
      cancelLabel: one ? 'Keep it' : 'Keep them',
      variant: 'danger',
    };
  }
  const label = orderStatusBadge(status).label;
  return {
    title: `Mark ${orders} as ${label}?`,
    message: `${one ? 'The order moves' : 'Each order moves'} to ${label}, with a step in ${one ? 'its' : 'its own'} timeline. A cancelled order cannot be reopened: it stays as it is.`,
    confirmLabel: `Mark as ${label}`,
    cancelLabel: 'Cancel',
    variant: 'default',
  };
}
