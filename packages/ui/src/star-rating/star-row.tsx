import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { starPath, starStroke } from './star-icon';

/** A star's side per size, in rem (as starRatingVariants sizes StarRatingInput's), and the gap between two. */
const STAR_REM = { sm: 0.875, md: 1, lg: 1.5 } as const;
const GAP_REM = 0.125;

export type StarSize = keyof typeof STAR_REM;

/** A rating's scale: a row has this many stars. */
export const MAX_STARS = 5;

/** The row's box: MAX_STARS stars and the gaps between them (sm: 5 x 0.875 + 4 x 0.125 = 4.875 rem). */
const starRowVariants = cva('shrink-0', {
  variants: {
    size: {
      sm: 'h-3.5 w-19.5',
      md: 'h-4 w-22',
      lg: 'h-6 w-32',
    },
  },
});

/**
 * A rating's row of stars in one SVG and one path, in the 16-unit grid of StarIcon, spaced as five StarIcons
 * in a row with gap-0.5 would be. One element instead of five SVGs and their paths: a catalogue page shows two rows per
 * card (the outline, and the filled row clipped to the rating), and each SVG is a box of its own for the
 * browser to style, lay out and paint.
 */
export function StarRow({
  size,
  isFilled,
  className,
}: {
  size: StarSize;
  isFilled: boolean;
  className?: string;
}) {
  const gap = (GAP_REM / STAR_REM[size]) * 16;
  const width = MAX_STARS * 16 + (MAX_STARS - 1) * gap;
  const path = Array.from({ length: MAX_STARS }, (_, index) => starPath(index * (16 + gap))).join('');
  return (
    <svg
      viewBox={`0 0 ${Number(width.toFixed(3))} 16`}
      {...starStroke(isFilled)}
      aria-hidden="true"
      focusable="false"
      className={cn(starRowVariants({ size }), className)}
    >
      <path d={path} />
    </svg>
  );
}
