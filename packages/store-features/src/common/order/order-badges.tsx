import type { OrderStatus } from '@aurora-store/api';
import { type BadgeProps, StatusBadge } from '@aurora-store/ui';
import { orderStatusBadge } from './order-status';
import { type PaymentWording, paymentBadge } from './payment-status';

type BadgeSize = BadgeProps['size'];

/** The order's status as a coloured badge ('Delivered' in green ...). */
export function OrderStatusBadge({ status, size }: { status: OrderStatus; size?: BadgeSize }) {
  const { tone, label } = orderStatusBadge(status);
  return (
    <StatusBadge tone={tone} size={size} data-status={status}>
      {label}
    </StatusBadge>
  );
}

/** Whether the order is paid, as a badge ('Paid', 'Pending' or 'Pending Payment'). */
export function PaymentBadge({
  isPaid,
  wording,
  size,
}: {
  isPaid: boolean;
  wording?: PaymentWording;
  size?: BadgeSize;
}) {
  const { tone, label } = paymentBadge(isPaid, wording);
  return (
    <StatusBadge tone={tone} size={size}>
      {label}
    </StatusBadge>
  );
}
