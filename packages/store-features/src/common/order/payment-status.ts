import type { BadgeTone } from '@aurora-store/ui';
import type { StatusBadgeLook } from './order-status';

/**
 * Where the payment status is shown: the confirmation says 'Pending' (spec section 2); the order detail page
 * spells it out as 'Pending Payment' (section 2), and so does My Orders, beside a status that may be 'Pending'.
 */
export type PaymentWording = 'short' | 'detail';

/** 'Paid' once the payment is confirmed, otherwise 'Pending' (or 'Pending Payment' on the detail page). */
export function paymentLabel(isPaid: boolean, wording: PaymentWording = 'short'): string {
  if (isPaid) return 'Paid';
  return wording === 'detail' ? 'Pending Payment' : 'Pending';
}

/** The payment's badge: green when paid, yellow while it waits. */
export function paymentBadge(isPaid: boolean, wording: PaymentWording = 'short'): StatusBadgeLook {
  const tone: BadgeTone = isPaid ? 'success' : 'warning';
  return { tone, label: paymentLabel(isPaid, wording) };
}
