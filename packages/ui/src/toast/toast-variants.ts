import { cva } from 'class-variance-authority';
import { focusRing } from '../lib/focus-ring';

/*
 * Text stays `foreground` on the surface for AA contrast in every variant; the variant shows in the icon
 * and the edge, and the icon differs per variant so the meaning does not rest on colour alone.
 */
export const toastVariants = cva(
  [
    'pointer-events-auto flex w-80 max-w-full items-start gap-3 rounded-control border border-s-4 bg-elevated',
    'px-4 py-3 text-foreground shadow-overlay outline-0',
    'transition-[opacity,translate] duration-base ease-standard data-entering:translate-x-4 data-entering:opacity-0',
    'data-exiting:translate-x-4 data-exiting:opacity-0',
    'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-border border-s-border-strong',
        success: 'border-border border-s-success',
        danger: 'border-border border-s-danger',
        info: 'border-border border-s-info',
      },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);
