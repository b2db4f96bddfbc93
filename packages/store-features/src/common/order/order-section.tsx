import { Card, cn } from '@aurora-store/ui';
import { type ReactNode, useId } from 'react';

export interface OrderSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled panel of an order page (Order Details, Shipping Address ...), a labelled region for screen readers. */
export function OrderSection({ title, children, className }: OrderSectionProps) {
  const headingId = useId();
  return (
    <Card className={cn('gap-4 p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-title text-foreground">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** A label and its value, as the order's facts are listed ('Order Number', 'Order Date' ...). */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="break-words text-foreground">{children}</dd>
    </div>
  );
}
