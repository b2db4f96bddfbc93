import { cva } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import {
  composeRenderProps,
  Radio as RACRadio,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export const radioVariants = cva(
  'group inline-flex items-center gap-2.5 text-foreground text-sm [-webkit-tap-highlight-color:transparent]',
  {
    variants: {
      isDisabled: {
        true: 'cursor-not-allowed opacity-45 forced-colors:text-[GrayText]',
        false: 'cursor-pointer',
      },
    },
  },
);

/** The circle; a selected one is filled with a dot, so the state does not rest on colour alone. */
export const radioCircleVariants = cva(
  [
    'flex size-5 shrink-0 items-center justify-center rounded-pill border-2',
    'transition-[background-color,border-color,scale] duration-fast ease-standard forced-color-adjust-none',
  ],
  {
    variants: {
      isSelected: {
        true: 'border-primary bg-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight]',
        false: 'border-border-strong bg-surface forced-colors:border-[ButtonBorder] forced-colors:bg-[Field]',
      },
      isHovered: { true: '', false: '' },
      isPressed: { true: 'scale-90', false: '' },
      isInvalid: { true: '', false: '' },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isDisabled: { true: 'forced-colors:border-[GrayText]', false: '' },
    },
    compoundVariants: [
      { isSelected: false, isHovered: true, className: 'border-muted' },
      { isSelected: true, isHovered: true, className: 'border-primary-hover bg-primary-hover' },
      // Invalid comes last so it wins over hover.
      { isSelected: false, isInvalid: true, className: 'border-danger forced-colors:border-[Mark]' },
      { isSelected: true, isInvalid: true, className: 'border-danger bg-danger forced-colors:bg-[Mark]' },
      { isSelected: true, isDisabled: true, className: 'forced-colors:bg-[GrayText]' },
    ],
  },
);

export interface RadioProps extends RACRadioProps, RefAttributes<HTMLLabelElement> {}

/** One option of a RadioGroup, with its label as children and its `value` as the group's value. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      data-slot="radio"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(radioVariants(renderProps), consumerClassName),
      )}
    >
      {composeRenderProps(children, (label, renderProps) => (
        <>
          <span className={radioCircleVariants(renderProps)}>
            {renderProps.isSelected && (
              <span className="size-2 rounded-pill bg-on-primary forced-colors:bg-[HighlightText]" />
            )}
          </span>
          {label}
        </>
      ))}
    </RACRadio>
  );
}
