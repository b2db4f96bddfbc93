import { cva } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import {
  Button,
  type ButtonProps,
  composeRenderProps,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, FieldGroup, fieldLayout, Input, Label } from '../field';
import { MinusIcon, PlusIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'children'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label; it also names the steppers ("Decrease Quantity", "Increase Quantity"). */
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A number input between a decrement and an increment button: a quantity stepper. `minValue` and
 * `maxValue` bound it and disable the stepper that would cross them. The keyboard uses the input itself
 * (Arrow Up/Down, Page Up/Down, Home/End); React Aria keeps the two buttons out of the tab order, as
 * they would only repeat those keys.
 */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      data-slot="number-field"
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <FieldGroup className="w-32">
        <StepperButton slot="decrement" className="rounded-s-[calc(var(--radius-control)-1px)]">
          <MinusIcon />
        </StepperButton>
        <Input className="px-1 text-center tabular-nums" />
        <StepperButton slot="increment" className="rounded-e-[calc(var(--radius-control)-1px)]">
          <PlusIcon />
        </StepperButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}

const stepperButtonStyles = cva(
  [
    'flex h-full w-9 shrink-0 cursor-pointer items-center justify-center transition-colors duration-fast',
    '[&_svg]:size-4',
  ],
  {
    variants: {
      isHovered: { true: 'bg-elevated text-foreground', false: 'text-muted' },
      isPressed: { true: 'bg-elevated-hover text-foreground', false: '' },
      // A colour rather than opacity, so a disabled field's own dimming does not compound it.
      isDisabled: {
        true: 'cursor-not-allowed bg-transparent text-border-strong forced-colors:text-[GrayText]',
        false: '',
      },
    },
  },
);

/** React Aria names these buttons and wires them to the field through their slot. */
function StepperButton({ className, ...props }: ButtonProps) {
  return (
    <Button
      {...props}
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(stepperButtonStyles(renderProps), consumerClassName),
      )}
    />
  );
}
