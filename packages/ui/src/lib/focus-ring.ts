import { cva } from 'class-variance-authority';

/**
 * The keyboard focus ring every interactive primitive shares, fed by React Aria's `isFocusVisible`
 * render prop so a mouse click never shows it. In Windows high contrast it takes the system colour.
 */
export const focusRing = cva('outline-offset-2 forced-colors:outline-[Highlight]', {
  variants: {
    isFocusVisible: {
      true: 'outline-2 outline-focus-ring',
      false: 'outline-0',
    },
  },
  defaultVariants: { isFocusVisible: false },
});
