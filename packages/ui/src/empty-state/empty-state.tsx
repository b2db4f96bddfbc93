import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps {
  /** A decorative icon or illustration (mark an SVG `aria-hidden`). */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** What to do next: usually one Button or LinkButton. */
  action?: ReactNode;
  /** The title's heading level, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What an empty list, search or cart shows instead: what is missing, why, and the way on. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="mb-1 flex size-12 items-center justify-center rounded-pill bg-elevated text-muted [&_svg]:size-6 forced-colors:border forced-colors:border-[CanvasText]"
        >
          {icon}
        </div>
      )}
      <Heading className="text-title text-foreground">{title}</Heading>
      {description && <div className="max-w-sm text-muted">{description}</div>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
