import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/*
 * Soft fills: the tone colour at low opacity under text in the tone colour itself. Every tone colour reads
 * at AA on the dark surfaces (theme.test.ts), and a 15% tint of it keeps the background dark enough that
 * it still does. In Windows high contrast the border carries the shape.
 */
export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap rounded-pill border font-medium',
    "[&_svg:not([class*='size-'])]:size-3.5 [&_svg]:shrink-0",
    'forced-colors:border-[CanvasText] forced-colors:text-[CanvasText]',
  ],
  {
    variants: {
      tone: {
        neutral: 'border-border bg-elevated text-foreground',
        info: 'border-info/30 bg-info/15 text-info',
        success: 'border-success/30 bg-success/15 text-success',
        warning: 'border-warning/30 bg-warning/15 text-warning',
        danger: 'border-danger/30 bg-danger/15 text-danger',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs',
        md: 'px-2.5 py-1 text-sm',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** @default 'sm' */
  size?: NonNullable<VariantProps<typeof badgeVariants>['size']>;
}

/**
 * A short label (a count, a category, "New"). It is plain text to assistive technology. A given `data-slot`
 * wins over `badge`, so a StatusBadge can say what it is.
 */
export function Badge({ tone = 'neutral', size = 'sm', className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      {...props}
      data-tone={tone}
      className={cn(badgeVariants({ tone, size }), className)}
    />
  );
}
