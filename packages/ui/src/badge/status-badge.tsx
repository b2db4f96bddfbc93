import { cn } from '../lib/cn';
import { Badge, type BadgeProps } from './badge';

/**
 * A state (an order's "Shipped", a stock level's "Low stock"): a Badge led by a dot, so it reads as a
 * status at a glance. The text says the state; the colour only repeats it.
 */
export function StatusBadge({ children, className, ...props }: BadgeProps) {
  return (
    <Badge {...props} data-slot="status-badge" className={cn('ps-2', className)}>
      <span aria-hidden="true" className="size-1.5 rounded-pill bg-current" />
      {children}
    </Badge>
  );
}
