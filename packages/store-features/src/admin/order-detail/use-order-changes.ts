import {
  type AdminOrderDetail,
  type AdminOrderResponse,
  adminOperationsKeys,
  ORDER_NOTE_ADDED_MESSAGE,
  ORDER_STATUS_UPDATED_MESSAGE,
  type OrderStatus,
  PAYMENT_CONFIRMED_MESSAGE,
} from '@aurora-store/api';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { refusalMessage } from './order-change-failure';
import { isMovedByOrderChange } from './order-change-keys';
import { ADD_NOTE_FAILED, CONFIRM_PAYMENT_FAILED, UPDATE_STATUS_FAILED } from './order-detail-messages';

export interface OrderChanges {
  /** The status asked for while its call runs (the dropdown shows it meanwhile), else null. */
  pendingStatus: OrderStatus | null;
  /** Why the last status change did not happen: the server's refusal, or the spec's message. */
  statusError: string | null;
  changeStatus: (status: OrderStatus) => Promise<void>;
  isConfirmingPayment: boolean;
  /** Why the last payment confirmation did not happen. */
  paymentError: string | null;
  /** For the confirm prompt: resolves when it may close, rejects to keep it open for another try. */
  confirmPayment: () => Promise<void>;
  clearPaymentError: () => void;
  /** Resolves once the note is saved and shown; rejects with the failure, for the form to say why. */
  addNote: (text: string) => Promise<void>;
}

/**
 * The order detail's changes: its status, its payment and its internal notes. Each answer is the order as the
 * server now has it, shown at once; a status or payment change also refreshes the orders lists, the dashboard
 * and the analytics. A refused change leaves the order as it was, says why, and asks the server again, since
 * the page may be behind it (cancelled from another tab, say).
 */
export function useOrderChanges(order: AdminOrderDetail): OrderChanges {
  const admin = useAdminApi();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [pendingStatus, setPendingStatus] = useState<OrderStatus | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [isConfirmingPayment, setIsConfirmingPayment] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // State arrives a render late: two changes within one frame must still make one call.
  const isChanging = useRef(false);
  const detailKey = adminOperationsKeys.order(order._id);

  const showAnswer = (answer: AdminOrderResponse) => mutate(detailKey, answer, { revalidate: false });
  const refreshFigures = () => void mutate(isMovedByOrderChange);
  const refreshOrder = () => void mutate(detailKey);

  const changeStatus = async (status: OrderStatus) => {
    if (status === order.status || isChanging.current) return;
    isChanging.current = true;
    setPendingStatus(status);
    setStatusError(null);
    try {
      await showAnswer(await admin.updateOrderStatus(order._id, status));
      refreshFigures();
      toasts.success(ORDER_STATUS_UPDATED_MESSAGE);
    } catch (failure) {
      toasts.error(UPDATE_STATUS_FAILED);
      const refusal = refusalMessage(failure);
      setStatusError(refusal ?? UPDATE_STATUS_FAILED);
      if (refusal) refreshOrder();
    } finally {
      isChanging.current = false;
      setPendingStatus(null);
    }
  };

  const confirmPayment = async () => {
    if (isChanging.current) return;
    isChanging.current = true;
    setIsConfirmingPayment(true);
    setPaymentError(null);
    try {
      await showAnswer(await admin.confirmOrderPayment(order._id));
      refreshFigures();
      toasts.success(PAYMENT_CONFIRMED_MESSAGE);
    } catch (failure) {
      toasts.error(CONFIRM_PAYMENT_FAILED);
      const refusal = refusalMessage(failure);
      setPaymentError(refusal ?? CONFIRM_PAYMENT_FAILED);
      // Refused, the question closes (asking again gets the same answer); failed, it stays to try again.
      if (!refusal) throw failure;
      refreshOrder();
    } finally {
      isChanging.current = false;
      setIsConfirmingPayment(false);
    }
  };

  const addNote = async (text: string) => {
    let answer: AdminOrderResponse;
    try {
      answer = await admin.addOrderNote(order._id, text.trim());
    } catch (failure) {
      toasts.error(ADD_NOTE_FAILED);
      throw failure;
    }
    await showAnswer(answer);
    toasts.success(answer.message ?? ORDER_NOTE_ADDED_MESSAGE);
  };

  return {
    pendingStatus,
    statusError,
    changeStatus,
    isConfirmingPayment,
    paymentError,
    confirmPayment,
    clearPaymentError: () => setPaymentError(null),
    addNote,
  };
}
