import type { AdminOrderDetail, AdminTimelineEntry, OrderStatus } from '@aurora-store/api';

export type MilestoneKey = 'placed' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface Milestone {
  key: MilestoneKey;
  label: string;
  /** When it was reached, where the order or its recorded steps say. */
  at: string | null;
  /** Said instead of a time the order does not have: 'Recently delivered'. */
  fallback?: string;
}

type MilestoneOrder = Pick<
  AdminOrderDetail,
  'status' | 'createdAt' | 'isPaid' | 'paidAt' | 'deliveredAt' | 'timeline'
>;

/** Statuses that mean the order has been through processing, shipping and delivery, as far as they go. */
const reachedBy: Record<'processing' | 'shipped' | 'delivered', readonly OrderStatus[]> = {
  processing: ['processing', 'shipped', 'delivered'],
  shipped: ['shipped', 'delivered'],
  delivered: ['delivered'],
};

/** The last time the order entered a status, from its recorded steps; null when no step says. */
function enteredAt(timeline: readonly AdminTimelineEntry[], status: OrderStatus): string | null {
  const steps = timeline.filter(
    (entry) => entry.type !== 'audit' && entry.type !== 'note' && entry.status === status,
  );
  return steps.at(-1)?.at ?? null;
}

/**
 * The order's timeline as spec section 2 draws it: Order Placed with its time; Payment Confirmed with the paid
 * time; Processing; Shipped (when shipped or delivered); Delivered with the delivered time or 'Recently
 * delivered'. A cancelled order shows the milestones its recorded steps reached, then Cancelled.
 */
export function orderMilestones(order: MilestoneOrder): Milestone[] {
  const { status, timeline } = order;
  const milestones: Milestone[] = [{ key: 'placed', label: 'Order Placed', at: order.createdAt }];
  if (order.isPaid) milestones.push({ key: 'paid', label: 'Payment Confirmed', at: order.paidAt });

  const isReached = (step: keyof typeof reachedBy) =>
    reachedBy[step].includes(status) || (status === 'cancelled' && enteredAt(timeline, step) !== null);
  if (isReached('processing'))
    milestones.push({ key: 'processing', label: 'Processing', at: enteredAt(timeline, 'processing') });
  if (isReached('shipped'))
    milestones.push({ key: 'shipped', label: 'Shipped', at: enteredAt(timeline, 'shipped') });
  if (isReached('delivered')) {
    // The order's delivered time is the delivery in effect; a cancelled order's delivery is in its steps only.
    const at = order.deliveredAt ?? (status === 'cancelled' ? enteredAt(timeline, 'delivered') : null);
    milestones.push({
      key: 'delivered',
      label: 'Delivered',
      at,
      ...(at ? {} : { fallback: 'Recently delivered' }),
    });
  }
  if (status === 'cancelled')
    milestones.push({ key: 'cancelled', label: 'Cancelled', at: enteredAt(timeline, 'cancelled') });
  return milestones;
}
