import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import type { LayoutElement } from './layout-element';

export const containerVariants = cva('mx-auto w-full px-4 sm:px-6 lg:px-8', {
  variants: {
    size: {
      sm: 'max-w-2xl',
      md: 'max-w-4xl',
      lg: 'max-w-6xl',
      xl: 'max-w-7xl',
      full: 'max-w-none',
    },
  },
  defaultVariants: { size: 'xl' },
});

export interface ContainerProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof containerVariants> {
  /** @default 'div' */
  as?: LayoutElement;
}

/** Centres the page's content at a readable width, with side padding that grows with the screen. */
export function Container({ as: Element = 'div', size, className, ...props }: ContainerProps) {
  return <Element {...props} data-slot="container" className={cn(containerVariants({ size }), className)} />;
}
