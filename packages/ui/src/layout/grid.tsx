import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import type { LayoutElement } from './layout-element';

/*
 * `auto` columns fill the row with as many as fit at a minimum width, so a product grid reflows from one
 * column on a phone to five on a wide screen with no breakpoints to keep in step.
 */
export const gridVariants = cva('grid', {
  variants: {
    columns: {
      auto: 'grid-cols-[repeat(auto-fill,minmax(min(100%,var(--grid-min,14rem)),1fr))]',
      1: 'grid-cols-1',
      2: 'grid-cols-1 sm:grid-cols-2',
      3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
      4: 'grid-cols-2 lg:grid-cols-4',
    },
    gap: { none: 'gap-0', sm: 'gap-2', md: 'gap-4', lg: 'gap-6' },
  },
  defaultVariants: { columns: 'auto', gap: 'md' },
});

export interface GridProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof gridVariants> {
  /** @default 'div' */
  as?: LayoutElement;
  /** The narrowest a column may be with `columns="auto"` (a CSS length). @default '14rem' */
  minColumnWidth?: string;
}

/** A responsive grid of equal columns. */
export function Grid({
  as: Element = 'div',
  columns,
  gap,
  minColumnWidth,
  className,
  style,
  ...props
}: GridProps) {
  const minWidthVariable: Record<'--grid-min', string> | undefined = minColumnWidth
    ? { '--grid-min': minColumnWidth }
    : undefined;
  return (
    <Element
      {...props}
      data-slot="grid"
      style={{ ...style, ...minWidthVariable }}
      className={cn(gridVariants({ columns, gap }), className)}
    />
  );
}
