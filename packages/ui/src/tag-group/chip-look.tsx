import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { CheckIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/* A chip's look, shared by TagGroup's tags and ChipGroup's chips. */

export const tagVariants = cva(
  [
    'inline-flex cursor-pointer select-none items-center gap-1.5 rounded-pill border px-3 py-1 font-medium text-sm',
    'transition-[background-color,border-color,color] duration-fast ease-standard [-webkit-tap-highlight-color:transparent]',
    'forced-color-adjust-none',
  ],
  {
    variants: {
      isSelected: {
        true: 'border-primary bg-primary text-on-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        false:
          'border-border-strong bg-surface text-foreground forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText]',
      },
      isHovered: { true: '', false: '' },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isDisabled: {
        true: 'cursor-not-allowed opacity-45 forced-colors:border-[GrayText] forced-colors:text-[GrayText]',
        false: '',
      },
    },
    compoundVariants: [
      { isSelected: false, isHovered: true, className: 'bg-elevated' },
      { isSelected: true, isHovered: true, className: 'bg-primary-hover' },
    ],
  },
);

type ChipState = Parameters<typeof tagVariants>[0];

/** A chip's classes for its state, with the consumer's own after them. */
export function chipClassName(consumerClassName: string | undefined, state: ChipState): string {
  return cn(tagVariants(state), consumerClassName);
}

/** A chip's content: a check marks the chosen one, so the choice does not rest on colour alone. */
export function ChipContent({ isSelected, children }: { isSelected: boolean; children: ReactNode }) {
  return (
    <>
      {isSelected && <CheckIcon className="-ms-0.5 size-3.5" />}
      {children}
    </>
  );
}
