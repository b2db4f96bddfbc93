import type { OrderStatus } from '@aurora-store/api';
import { AlertDialog, Button, cn, StatusBadge } from '@aurora-store/ui';
import { CheckIcon } from '@aurora-store/ui/icons';
import { useId, useState } from 'react';
import { paymentBadge } from '../../common/order/payment-status';
import { confirmPaymentMessage } from './order-detail-messages';
import { formatAdminDateTime } from './order-time';

export interface PaymentControlProps {
  order: { orderNumber: string; status: OrderStatus; isPaid: boolean; paidAt: string | null };
  /** The confirmation is on its way. */
  isConfirming: boolean;
  /** Another change of this order is on its way (its status): Confirm Payment waits. */
  isBusy: boolean;
  /** Why the last confirmation did not happen. */
  error: string | null;
  /** Resolves when the question may close; rejects to keep it open for another try. */
  onConfirm: () => Promise<void>;
  onAsk: () => void;
}

/**
 * The payment status (spec section 2): Paid, with when, or Pending with the green Confirm Payment button,
 * which asks first (spec section 8, Confirmations), since a payment cannot be undone. A cancelled order is
 * never paid (the server refuses it), so it has no button.
 */
export function PaymentControl({
  order,
  isConfirming,
  isBusy,
  error,
  onConfirm,
  onAsk,
}: PaymentControlProps) {
  const [isAsking, setIsAsking] = useState(false);
  const errorId = useId();
  const badge = paymentBadge(order.isPaid);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span className="font-medium text-foreground text-sm">Payment</span>
      <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-2">
        <StatusBadge tone={badge.tone} size="md" data-paid={order.isPaid}>
          {badge.label}
        </StatusBadge>
        {order.isPaid && order.paidAt && (
          <span className="text-muted text-sm">
            on <time dateTime={order.paidAt}>{formatAdminDateTime(order.paidAt)}</time>
          </span>
        )}
        {!order.isPaid && order.status !== 'cancelled' && (
          <Button
            size="sm"
            isDisabled={isBusy}
            isPending={isConfirming}
            aria-describedby={error && !isAsking ? errorId : undefined}
            onPress={() => {
              onAsk();
              setIsAsking(true);
            }}
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
            <CheckIcon size="sm" />
            Confirm Payment
          </Button>
        )}
      </div>
      {error && !isAsking && (
        <p id={errorId} role="alert" className="max-w-xs text-danger text-sm">
          {error}
        </p>
      )}
      <AlertDialog
        isOpen={isAsking}
        onOpenChange={setIsAsking}
        title={`Confirm payment for ${order.orderNumber}?`}
        confirmLabel="Confirm Payment"
        onConfirm={onConfirm}
      >
        <p>{confirmPaymentMessage(order.status)}</p>
        {error && (
          <p role="alert" className="mt-3 text-danger">
            {error}
          </p>
        )}
      </AlertDialog>
    </div>
  );
}
