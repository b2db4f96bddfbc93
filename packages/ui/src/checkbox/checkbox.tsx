import { cva } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/** The label row: the whole of it is the click target, as a native `<label>` would be. */
export const checkboxVariants = cva(
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

/** The box. High contrast keeps its own system colours (`forced-color-adjust-none`) so "checked" shows. */
export const checkboxBoxVariants = cva(
  [
    'flex size-5 shrink-0 items-center justify-center rounded-[0.3125rem] border-2',
    'transition-[background-color,border-color,scale] duration-fast ease-standard forced-color-adjust-none',
  ],
  {
    variants: {
      // True for indeterminate too: both draw a filled box.
      isSelected: {
        true: 'border-primary bg-primary text-on-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
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
      {
        isSelected: true,
        isInvalid: true,
        className:
          'border-danger bg-danger text-on-danger forced-colors:border-[Mark] forced-colors:bg-[Mark]',
      },
      { isSelected: true, isDisabled: true, className: 'forced-colors:bg-[GrayText]' },
    ],
  },
);

export interface CheckboxProps extends RACCheckboxProps, RefAttributes<HTMLLabelElement> {}

/**
 * A checkbox with its label as children. `isIndeterminate` draws a dash for "some of these" (a "select
 * all" over a partly selected list); the input reports `mixed` and a press then selects.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      data-slot="checkbox"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(checkboxVariants(renderProps), consumerClassName),
      )}
    >
      {composeRenderProps(children, (label, { isSelected, isIndeterminate, ...renderProps }) => (
        <>
          <span
            className={checkboxBoxVariants({ ...renderProps, isSelected: isSelected || isIndeterminate })}
          >
            {isIndeterminate ? (
              <MinusIcon className="size-3.5" strokeWidth="2.5" />
            ) : (
              isSelected && <CheckIcon className="size-3.5" strokeWidth="2.5" />
            )}
          </span>
          {label}
        </>
      ))}
    </RACCheckbox>
  );
}
