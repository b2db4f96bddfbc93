import type { SVGProps } from 'react';

/** A five-point star on a 16-unit grid, filled or outlined in `currentColor`. */
export function StarIcon({ isFilled, ...props }: SVGProps<SVGSVGElement> & { isFilled: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="m8 1.5 1.95 4.1 4.45.55-3.27 3.08.84 4.42L8 11.5l-3.97 2.15.84-4.42L1.6 6.15l4.45-.55L8 1.5Z" />
    </svg>
  );
}
