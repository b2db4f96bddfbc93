import { cva } from 'class-variance-authority';
import type { ReactNode, RefAttributes } from 'react';
import {
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldLayout, Label } from '../field';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

const radioListVariants = cva('flex', {
  variants: {
    orientation: { vertical: 'flex-col gap-2.5', horizontal: 'flex-wrap gap-x-6 gap-y-2.5' },
  },
});

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, RefAttributes<HTMLDivElement> {
  /** The visible label, naming the group; without one, give the group an `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The `Radio`s. */
  children: ReactNode;
}

/**
 * One choice of a few, all visible. The group is one tab stop: arrow keys move and select within it, as
 * the ARIA radio group pattern asks.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      data-slot="radio-group"
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {({ orientation }) => (
        <>
          {label && <Label isRequired={props.isRequired}>{label}</Label>}
          <div className={radioListVariants({ orientation })}>{children}</div>
          {description && <Description>{description}</Description>}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </RACRadioGroup>
  );
}
