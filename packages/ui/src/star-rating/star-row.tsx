import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { starPath, starStroke } from './star-icon';

/** A star's side per size, in rem (as starRatingVariants sizes StarRatingInput's), and the gap between two. */
const STAR_REM = { sm: 0.875, md: 1, lg: 1.5 } as const;
const GAP_REM = 0.125;

export type StarSize = keyof typeof STAR_REM;

/** The row's box: five stars and the four gaps between them (sm: 5 x 0.875 + 4 x 0.125 = 4.875 rem). */
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
 * `count` stars in one SVG and one path, in the 16-unit grid of StarIcon, spaced as five StarIcons in a row
 * with gap-0.5 would be. One element instead of five SVGs and their paths: a catalogue page shows two rows per
 * card (the outline, and the filled row clipped to the rating), and each SVG is a box of its own for the
 * browser to style, lay out and paint.
 */
export function StarRow({
  count,
  size,
  isFilled,
  className,
}: {
  count: number;
  size: StarSize;
  isFilled: boolean;
  className?: string;
}) {
  const gap = (GAP_REM / STAR_REM[size]) * 16;
  const width = count * 16 + (count - 1) * gap;
  const path = Array.from({ length: count }, (_, index) => starPath(index * (16 + gap))).join('');
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
