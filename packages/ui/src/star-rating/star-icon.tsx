import type { SVGProps } from 'react';

/** The corners of a five-point star on a 16-unit grid, clockwise from its top. */
const STAR_CORNERS: readonly (readonly [number, number])[] = [
  [8, 1.5],
  [9.95, 5.6],
  [14.4, 6.15],
  [11.13, 9.23],
  [11.97, 13.65],
  [8, 11.5],
  [4.03, 13.65],
  [4.87, 9.23],
  [1.6, 6.15],
  [6.05, 5.6],
];

/** The star as path data, moved `offsetX` units to the right (so one path can draw a row of them). */
export function starPath(offsetX = 0): string {
  const corners = STAR_CORNERS.map(([x, y]) => `${Number((x + offsetX).toFixed(3))} ${y}`);
  return `M${corners.join('L')}Z`;
}

/** Stars drawn outlined or filled, in `currentColor`. */
export function starStroke(isFilled: boolean) {
  return {
    fill: isFilled ? 'currentColor' : 'none',
    stroke: 'currentColor',
    strokeWidth: 1.25,
    strokeLinejoin: 'round',
  } as const;
}

/** A five-point star on a 16-unit grid, filled or outlined in `currentColor`. */
export function StarIcon({ isFilled, ...props }: SVGProps<SVGSVGElement> & { isFilled: boolean }) {
  return (
    <svg viewBox="0 0 16 16" {...starStroke(isFilled)} aria-hidden="true" focusable="false" {...props}>
      <path d={starPath()} />
    </svg>
  );
}
