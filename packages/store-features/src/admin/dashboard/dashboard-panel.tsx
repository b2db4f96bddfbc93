import { Card, EmptyState, LinkButton } from '@aurora-store/ui';
import { type ReactNode, useId } from 'react';

export interface DashboardPanelProps {
  title: string;
  /** The panel's "view all" link: it reads 'View all', and is named for what it lists ('View all orders'). */
  viewAll?: { href: string; label: string };
  /** Shown instead of the content when there is nothing to list. */
  empty?: { title: string; description: string };
  isEmpty?: boolean;
  children: ReactNode;
}

/** One of the dashboard's sections: a titled card with its "view all" link, its list or its empty state. */
export function DashboardPanel({ title, viewAll, empty, isEmpty = false, children }: DashboardPanelProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="min-w-0">
      <div className="flex items-center justify-between gap-3 border-border border-b py-3 ps-5 pe-3">
        <h2 id={headingId} className="font-semibold text-foreground text-lg">
          {title}
        </h2>
        {viewAll && (
          // Short on screen so it stays beside the title on a phone; the name still says what it lists.
          <LinkButton href={viewAll.href} variant="ghost" size="sm" aria-label={viewAll.label}>
            View all
          </LinkButton>
        )}
      </div>
      {isEmpty && empty ? (
        <EmptyState title={empty.title} description={empty.description} className="py-10" />
      ) : (
        children
      )}
    </Card>
  );
}
