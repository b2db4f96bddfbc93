import { cva, type VariantProps } from 'class-variance-authority';
import { ProgressBar } from 'react-aria-components';
import { cn } from '../lib/cn';

export const spinnerVariants = cva('shrink-0 animate-spin motion-reduce:animate-none', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps {
  /** @default 'md' */
  size?: NonNullable<VariantProps<typeof spinnerVariants>['size']>;
  /** What is loading, for screen readers. */
  'aria-label'?: string;
  /** Hide the spinner from assistive technology because text beside it already says what is loading. */
  isDecorative?: boolean;
  className?: string;
}

/**
 * An indeterminate loading indicator. It is a React Aria `ProgressBar` (role `progressbar`) rather than a
 * live region: a screen reader finds it when it reaches it, and inside a pending `Button` its label becomes
 * part of the button's name ("Save changes Loading"). Under reduced motion it stands still as a ring.
 */
export function Spinner({
  size,
  className,
  isDecorative = false,
  'aria-label': label = 'Loading',
}: SpinnerProps) {
  const rootClassName = cn('inline-flex items-center justify-center', className);
  const glyph = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-slot="spinner"
      className={spinnerVariants({ size })}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <circle
        cx="12"
        cy="12"
        r="9.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        pathLength="100"
        strokeDasharray="28 72"
      />
    </svg>
  );

  if (isDecorative) {
    return (
      <span aria-hidden="true" className={rootClassName}>
        {glyph}
      </span>
    );
  }
  return (
    <ProgressBar isIndeterminate aria-label={label} className={rootClassName}>
      {glyph}
    </ProgressBar>
  );
}
