import { Card, cn } from '@aurora-store/ui';
import { type ReactNode, useId } from 'react';

export interface FormSectionProps {
  title: string;
  /** One line on what the section is for, under its title. */
  description?: string;
  /** Beside the title: the section's own action, such as Add. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled card of the product form; a region named by its title, so the form reads as its sections. */
export function FormSection({ title, description, action, children, className }: FormSectionProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('gap-4 p-4 sm:p-6', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-foreground text-lg">
            {title}
          </h2>
          {description && <p className="text-muted text-sm">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}
