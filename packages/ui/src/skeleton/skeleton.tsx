import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/*
 * The shimmer is a gradient sliding across the block (`animate-pulse` would fade the whole page of blocks
 * in step). It moves by `transform` on a layer of its own, which the compositor animates: moving the
 * background instead repainted every block on the main thread each frame while a page loaded. Under reduced
 * motion it is gone and the block rests as a flat tint. Windows high contrast drops the fill, so a border
 * keeps the placeholder's shape.
 */
export const skeletonVariants = cva(
  [
    'relative block overflow-hidden bg-elevated forced-colors:border forced-colors:border-[GrayText]',
    'after:absolute after:inset-0 after:bg-[linear-gradient(90deg,transparent_0%,var(--color-elevated-hover)_50%,transparent_100%)]',
    'after:animate-skeleton-shimmer motion-reduce:after:hidden',
  ],
  {
    variants: {
      shape: {
        text: 'h-4 w-full rounded-md',
        block: 'w-full rounded-control',
        circle: 'aspect-square rounded-pill',
      },
    },
    defaultVariants: { shape: 'text' },
  },
);

export interface SkeletonProps {
  /** @default 'text' */
  shape?: NonNullable<VariantProps<typeof skeletonVariants>['shape']>;
  /** Size it here (`h-48`, `size-10`, `w-2/3`). */
  className?: string;
}

/**
 * A placeholder in the shape of content still loading. It is hidden from assistive technology: the
 * region that is loading should say so itself (`aria-busy`, or a Spinner with a label).
 */
export function Skeleton({ shape = 'text', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      className={cn(skeletonVariants({ shape }), className)}
    />
  );
}
