import {
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  ORDER_STATUS_UPDATED_MESSAGE,
  type OrderStatus,
  PAYMENT_CONFIRMED_MESSAGE,
} from '@aurora-store/api';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { CONFIRM_PAYMENT_FAILED, UPDATE_STATUS_FAILED } from './admin-orders-messages';
import {
  isOrderFiguresKey,
  isRefusal,
  type OrderRowChange,
  orderChangeFailure,
  withSavedOrder,
} from './order-row-change';

export interface OrderRowChanges {
  /** The calls on their way, by order id. */
  changes: ReadonlyMap<string, OrderRowChange>;
  changeStatus: (order: AdminOrder, status: OrderStatus) => Promise<void>;
  /** For the confirm prompt: rejects when asking again may work (it stays open), resolves otherwise. */
  confirmPayment: (order: AdminOrder) => Promise<void>;
  /** Every list, detail and figure that shows orders asks again. */
  refreshOrderFigures: () => void;
}

/**
 * The list's two row changes (spec section 2): the status from its dropdown and Confirm Payment. A row's call
 * makes the row busy until it settles, so nothing on it is pressed twice; the status asked for shows meanwhile.
 * The answer goes into the list at once; a failure leaves the row as it was, and says why.
 */
export function useOrderRowChanges(listKey: readonly unknown[]): OrderRowChanges {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [changes, setChanges] = useState<ReadonlyMap<string, OrderRowChange>>(new Map());
  // State arrives a render late: two presses within one frame must still make one call.
  const running = useRef(new Set<string>());

  const begin = (id: string, change: OrderRowChange) => {
    if (running.current.has(id)) return false;
    running.current.add(id);
    setChanges((last) => new Map(last).set(id, change));
    return true;
  };
  const end = (id: string) => {
    running.current.delete(id);
    setChanges((last) => {
      const next = new Map(last);
      next.delete(id);
      return next;
    });
  };
  const refreshOrderFigures = () => void mutate(isOrderFiguresKey);

  /**
   * The answer into the list it came from (the page may have moved on), the row let go and every figure asked
   * again, all in one tick: one render of the table rather than three.
   */
  const showSaved = (key: readonly unknown[], saved: AdminOrderDetail) => {
    void mutate<AdminOrderListResponse>(
      key,
      (last) =>
        last && {
          ...last,
          data: {
            ...last.data,
            orders: last.data.orders.map((row) => (row._id === saved._id ? withSavedOrder(row, saved) : row)),
          },
        },
      { revalidate: false },
    );
    end(saved._id);
    refreshOrderFigures();
  };

  const changeStatus = async (order: AdminOrder, status: OrderStatus) => {
    if (status === order.status || !begin(order._id, { busy: 'status', status })) return;
    const key = listKey;
    let saved: AdminOrderDetail;
    try {
      saved = (await admin.updateOrderStatus(order._id, status)).data.order;
    } catch (failure) {
      end(order._id);
      toasts.error(orderChangeFailure(failure, UPDATE_STATUS_FAILED));
      // Refused: the list may be behind the server (cancelled elsewhere, say); ask it again.
      if (isRefusal(failure)) refreshOrderFigures();
      return;
    }
    showSaved(key, saved);
    toasts.success(ORDER_STATUS_UPDATED_MESSAGE);
  };

  const confirmPayment = async (order: AdminOrder) => {
    if (!begin(order._id, { busy: 'payment' })) return;
    const key = listKey;
    let saved: AdminOrderDetail;
    try {
      saved = (await admin.confirmOrderPayment(order._id)).data.order;
    } catch (failure) {
      end(order._id);
      toasts.error(orderChangeFailure(failure, CONFIRM_PAYMENT_FAILED));
      if (!isRefusal(failure)) throw failure;
      // A refusal closes the question: asking again would get the same answer.
      refreshOrderFigures();
      return;
    }
    showSaved(key, saved);
    toasts.success(PAYMENT_CONFIRMED_MESSAGE);
  };

  return { changes, changeStatus, confirmPayment, refreshOrderFigures };
}
