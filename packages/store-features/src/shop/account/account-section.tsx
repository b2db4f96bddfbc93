import { Card, CardBody, CardHeader, cn } from '@aurora-store/ui';
import { type ReactNode, useId } from 'react';

export interface AccountSectionProps {
  title: string;
  /** One sentence under the title: what this section does, or what it does not. */
  description?: ReactNode;
  /** Beside the title: a link or action for the section as a whole. */
  action?: ReactNode;
  tone?: 'default' | 'danger';
  children?: ReactNode;
}

/** One titled card of a tab, announced as a region named by its (level 2) heading. */
export function AccountSection({
  title,
  description,
  action,
  tone = 'default',
  children,
}: AccountSectionProps) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn(tone === 'danger' && 'border-danger/60 forced-colors:border-[Mark]')}
    >
      {/* A section without a body keeps the card's bottom padding under its header. */}
      <CardHeader className={cn('gap-y-3', !children && 'pb-5')}>
        <div className="flex min-w-0 flex-col gap-1">
          <h2
            id={headingId}
            className={cn('text-title', tone === 'danger' ? 'text-danger' : 'text-foreground')}
          >
            {title}
          </h2>
          {description && <p className="text-muted text-sm">{description}</p>}
        </div>
        {action}
      </CardHeader>
      {children && <CardBody className="text-foreground">{children}</CardBody>}
    </Card>
  );
}
