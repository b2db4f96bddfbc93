import type { ReactNode, RefAttributes } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, FieldGroup, fieldLayout, Input, Label } from '../field';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, RefAttributes<HTMLDivElement> {
  /** The visible label; without one, give the field an `aria-label`. */
  label?: string;
  /** Help text under the input, read with it by screen readers. */
  description?: string;
  /** Shown while the field is invalid; by default the browser's own message for a native constraint. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Content after the input, inside its frame: a unit, or a button such as PasswordField's reveal toggle. */
  suffix?: ReactNode;
}

/**
 * A labelled single-line text input. React Aria ties the label, description and error message to the
 * input and, with the default native validation, shows `isRequired`, `type` and `pattern` errors when the
 * form is submitted. `isInvalid` with an `errorMessage` shows a server's verdict instead.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  suffix,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      // Before the spread, so a field built on this one (PasswordField) can name its own slot.
      data-slot="text-field"
      {...props}
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      {/* React Aria makes this frame presentational inside a TextField: it is only a box. */}
      <FieldGroup>
        <Input placeholder={placeholder} />
        {suffix}
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
