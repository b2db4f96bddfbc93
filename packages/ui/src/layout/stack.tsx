import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import type { LayoutElement } from './layout-element';

export const stackVariants = cva('flex', {
  variants: {
    direction: { column: 'flex-col', row: 'flex-row' },
    gap: { none: 'gap-0', xs: 'gap-1', sm: 'gap-2', md: 'gap-4', lg: 'gap-6', xl: 'gap-10' },
    align: {
      start: 'items-start',
      center: 'items-center',
      end: 'items-end',
      stretch: 'items-stretch',
      baseline: 'items-baseline',
    },
    justify: {
      start: 'justify-start',
      center: 'justify-center',
      end: 'justify-end',
      between: 'justify-between',
    },
    wrap: { true: 'flex-wrap', false: 'flex-nowrap' },
  },
  defaultVariants: { direction: 'column', gap: 'md', wrap: false },
});

export interface StackProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof stackVariants> {
  /** @default 'div' */
  as?: LayoutElement;
}

/** Lays its children out in a column (or a row) with one of the theme's gaps between them. */
export function Stack({
  as: Element = 'div',
  direction,
  gap,
  align,
  justify,
  wrap,
  className,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      data-slot="stack"
      className={cn(stackVariants({ direction, gap, align, justify, wrap }), className)}
    />
  );
}
