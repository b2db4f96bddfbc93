import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/*
 * The shimmer is a gradient sliding across the block (`animate-pulse` would fade the whole page of blocks
 * in step). Under reduced motion it stops and the block rests as a flat tint. Windows high contrast drops
 * the fill, so a border keeps the placeholder's shape.
 */
export const skeletonVariants = cva(
  [
    'block overflow-hidden bg-elevated forced-colors:border forced-colors:border-[GrayText]',
    'bg-[linear-gradient(90deg,transparent_0%,var(--color-elevated-hover)_50%,transparent_100%)] bg-size-[200%_100%] bg-no-repeat',
    'animate-skeleton-shimmer motion-reduce:animate-none',
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
