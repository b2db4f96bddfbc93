import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { MAX_STARS, StarRow, type StarSize } from './star-row';

export { MAX_STARS, type StarSize };

/** The size of each of StarRatingInput's stars (a radio button each); StarRating draws its rows with StarRow. */
export const starRatingVariants = cva('relative inline-flex shrink-0', {
  variants: {
    size: {
      sm: '[&_svg]:size-3.5',
      md: '[&_svg]:size-4',
      lg: '[&_svg]:size-6',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface StarRatingProps {
  /** The rating, 0 to 5; fractions show as a part-filled star. */
  value: number;
  /** @default 'md' */
  size?: StarSize;
  /** Show the number beside the stars, and a review count when given. */
  showValue?: boolean;
  reviewCount?: number;
  className?: string;
}

/**
 * A rating to read (the input is StarRatingInput). It is one image named "Rated 4.5 out of 5", so a screen
 * reader hears the figure rather than five stars. A second, filled row clipped to the rating's width
 * draws the part-filled star; each row is one SVG (StarRow).
 */
export function StarRating({
  value,
  size = 'md',
  showValue = false,
  reviewCount,
  className,
}: StarRatingProps) {
  const rating = Math.min(Math.max(value, 0), MAX_STARS);
  return (
    <span data-slot="star-rating" className={cn('inline-flex items-center gap-2', className)}>
      <span
        role="img"
        aria-label={`Rated ${rating} out of ${MAX_STARS}`}
        className="relative inline-flex shrink-0"
      >
        <StarRow size={size} isFilled={false} className="text-border-strong forced-colors:text-[GrayText]" />
        <span
          className="absolute inset-y-0 start-0 flex overflow-hidden text-warning forced-colors:text-[CanvasText]"
          style={{ width: `${(rating / MAX_STARS) * 100}%` }}
        >
          <StarRow size={size} isFilled />
        </span>
      </span>
      {showValue && (
        <span className="text-muted text-sm tabular-nums">
          <span aria-hidden="true" className="font-medium text-foreground">
            {rating.toFixed(1)}
          </span>
          {reviewCount !== undefined && ` (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`}
        </span>
      )}
    </span>
  );
}
