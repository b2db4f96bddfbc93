import type { OrderStatus } from '@aurora-store/api';
import type { BadgeTone } from '@aurora-store/ui';

export interface StatusBadgeLook {
  tone: BadgeTone;
  label: string;
}

/** Spec section 4: delivered green, shipped blue, processing yellow, cancelled red, any other status grey. */
const statusTones: Partial<Record<OrderStatus, BadgeTone>> = {
  delivered: 'success',
  shipped: 'info',
  processing: 'warning',
  cancelled: 'danger',
};

/** How an order's status badge looks and reads: its colour and the status capitalised ('Shipped'). */
export function orderStatusBadge(status: OrderStatus): StatusBadgeLook {
  return {
    tone: statusTones[status] ?? 'neutral',
    label: `${status.charAt(0).toUpperCase()}${status.slice(1)}`,
  };
}
