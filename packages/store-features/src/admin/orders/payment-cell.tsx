import type { AdminOrder } from '@aurora-store/api';
import { AlertDialog, Button, cn, StatusBadge } from '@aurora-store/ui';
import { useState } from 'react';
import { paymentBadge } from '../../common/order/payment-status';
import { confirmPaymentMessage } from './admin-orders-messages';

export interface PaymentCellProps {
  order: AdminOrder;
  /** A call for this order is on its way: Confirm Payment waits. */
  isBusy: boolean;
  /** Resolves when the question may close; rejects to keep it open for another try. */
  onConfirmPayment: (order: AdminOrder) => Promise<void>;
}

/**
 * The Payment column (spec section 2): Paid or Pending, in words and colour, and beside an unpaid order the
 * green Confirm Payment button, which asks first (spec section 8, Confirmations): a payment cannot be undone.
 * A cancelled order is never paid (the server refuses it), so it has no button.
 */
export function PaymentCell({ order, isBusy, onConfirmPayment }: PaymentCellProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const badge = paymentBadge(order.isPaid);
  return (
    <div className="flex flex-col items-start gap-1.5 whitespace-nowrap">
      <StatusBadge tone={badge.tone} data-paid={order.isPaid}>
        {badge.label}
      </StatusBadge>
      {!order.isPaid && order.status !== 'cancelled' && (
        <>
          <Button
            size="sm"
            isDisabled={isBusy}
            onPress={() => setIsConfirming(true)}
            aria-label={`Confirm Payment for order ${order.orderNumber}`}
            data-slot="confirm-payment"
            className={({ isHovered, isPressed }) =>
              cn(
                'bg-success text-on-success',
                isHovered && 'brightness-110',
                isPressed && 'brightness-95',
                'forced-colors:border-[ButtonBorder]',
              )
            }
          >
            Confirm Payment
          </Button>
          <AlertDialog
            isOpen={isConfirming}
            onOpenChange={setIsConfirming}
            title={`Confirm payment for ${order.orderNumber}?`}
            confirmLabel="Confirm Payment"
            onConfirm={() => onConfirmPayment(order)}
          >
            {confirmPaymentMessage(order.status)}
          </AlertDialog>
        </>
      )}
    </div>
  );
}
