import {
  type AdminOrder,
  type AdminOrderDetail,
  type ApiError,
  isApiError,
  type OrderStatus,
} from '@aurora-store/api';

/** A call on its way for one row: which control is busy, and the status it asks for (shown meanwhile). */
export interface OrderRowChange {
  busy: 'status' | 'payment';
  status?: OrderStatus;
}

/** The row as the list shows it while a change is on its way: the status asked for, before the answer. */
export function shownOrder(order: AdminOrder, change: OrderRowChange | undefined): AdminOrder {
  return change?.status ? { ...order, status: change.status } : order;
}

/**
 * The list's row after the server's answer: what a status change or a payment moves (a payment may also move a
 * pending order to processing), taken from the answer; the rest (its items count) stays the list's.
 */
export function withSavedOrder(row: AdminOrder, saved: AdminOrderDetail): AdminOrder {
  return {
    ...row,
    status: saved.status,
    isPaid: saved.isPaid,
    paidAt: saved.paidAt,
    deliveredAt: saved.deliveredAt,
  };
}

/** The server said no to what was asked (4xx): its reason means something to the admin; retrying won't help. */
export function isRefusal(failure: unknown): failure is ApiError {
  return isApiError(failure) && failure.status >= 400 && failure.status < 500;
}

/**
 * The toast of a failed change: the server's own words when it refused the change (a cancelled order cannot
 * be reopened), otherwise the spec's message (section 8): a crash or a lost connection says nothing useful.
 */
export function orderChangeFailure(failure: unknown, fallback: string): string {
  return isRefusal(failure) && failure.message.trim() !== '' ? failure.message : fallback;
}

const ORDER_FIGURES = new Set(['orders', 'dashboard', 'analytics']);

/**
 * Every SWR key an order's change moves (adminOperationsKeys' scheme): every orders list, each order's detail,
 * the dashboard's figures and recent orders, and the analytics.
 */
export const isOrderFiguresKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === 'admin' && ORDER_FIGURES.has(String(key[1]));
