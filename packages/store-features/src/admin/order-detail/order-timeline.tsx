import type { AdminOrderDetail } from '@aurora-store/api';
import { cn } from '@aurora-store/ui';
import { CheckIcon, CloseIcon } from '@aurora-store/ui/icons';
import { OrderSection } from '../../common/order/order-section';
import { orderMilestones } from './order-milestones';
import { formatAdminDateTime } from './order-time';

/** The spec's milestones of the order, each with when it was reached: a check mark, or a cross for Cancelled. */
export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  const milestones = orderMilestones(order);
  return (
    <OrderSection title="Order Timeline">
      <ol aria-label="Milestones" className="flex flex-col">
        {milestones.map((milestone, index) => {
          const isCancelled = milestone.key === 'cancelled';
          const Glyph = isCancelled ? CloseIcon : CheckIcon;
          return (
            <li key={milestone.key} data-milestone={milestone.key} className="flex gap-3">
              <div className="flex flex-col items-center">
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-pill',
                    isCancelled ? 'bg-danger text-on-danger' : 'bg-success text-on-success',
                  )}
                >
                  <Glyph size="sm" />
                </span>
                {index < milestones.length - 1 && (
                  <span aria-hidden="true" className="w-px flex-1 bg-border" />
                )}
              </div>
              <div className="flex min-w-0 flex-col pb-5">
                <p className="font-medium text-foreground">{milestone.label}</p>
                {milestone.at ? (
                  <time dateTime={milestone.at} className="text-muted text-sm">
                    {formatAdminDateTime(milestone.at)}
                  </time>
                ) : (
                  milestone.fallback && <p className="text-muted text-sm">{milestone.fallback}</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </OrderSection>
  );
}
