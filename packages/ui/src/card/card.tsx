import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export const cardVariants = cva(
  'flex flex-col overflow-hidden rounded-card border text-foreground forced-colors:border-[CanvasText]',
  {
    variants: {
      variant: {
        default: 'border-border bg-surface',
        raised: 'border-border bg-elevated shadow-raised',
        outline: 'border-border-strong bg-transparent',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** @default 'default' */
  variant?: NonNullable<VariantProps<typeof cardVariants>['variant']>;
}

/**
 * A panel grouping related content, built from CardHeader, CardBody and CardFooter. It is a plain `div`;
 * give it `role="group"` and a label, or render it as a list item, when the grouping should be announced.
 */
export function Card({ variant = 'default', className, ...props }: CardProps) {
  return (
    <div
      {...props}
      data-slot="card"
      data-variant={variant}
      className={cn(cardVariants({ variant }), className)}
    />
  );
}

/** The card's top: a title and, beside it, whatever acts on the card as a whole. */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      data-slot="card-header"
      className={cn('flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-5 pt-5', className)}
    />
  );
}

/** The card's main content. */
export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} data-slot="card-body" className={cn('flex-1 px-5 py-4 text-muted', className)} />;
}

/** Actions or a summary, separated from the body by a rule. */
export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      data-slot="card-footer"
      className={cn(
        'flex flex-wrap items-center justify-end gap-2 border-border border-t px-5 py-3',
        className,
      )}
    />
  );
}
