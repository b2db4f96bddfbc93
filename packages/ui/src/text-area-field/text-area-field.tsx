import type { RefAttributes } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldFrameStyles, fieldLayout, Label } from '../field';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

export interface TextAreaFieldProps
  extends Omit<RACTextFieldProps, 'children'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label; without one, give the field an `aria-label`. */
  label?: string;
  /** Help text under the text area, read with it by screen readers. */
  description?: string;
  /** Shown while the field is invalid; by default the browser's own message for a native constraint. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * Visible lines of text before it scrolls; the person can drag it taller.
   * @default 4
   */
  rows?: number;
}

/**
 * A labelled multi-line text input: TextField's label, description, error message and validation around a
 * text area. Enter starts a new line rather than submitting the form. The text area is its own frame
 * (there is nothing else to hold), drawn with the same frame and focus ring as every other text control.
 */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <RACTextField
      data-slot="text-area-field"
      {...props}
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <TextArea
        data-slot="text-area"
        placeholder={placeholder}
        rows={rows}
        className={({ isFocused, isHovered, isInvalid, isDisabled }) =>
          cn(
            fieldFrameStyles({ isFocused, isHovered, isInvalid, isDisabled }),
            // The frame is sized for one line: a text area takes its height from `rows` and grows by drag.
            'block h-auto resize-y px-3 py-2 leading-relaxed placeholder:text-muted',
            'forced-colors:placeholder:text-[GrayText]',
          )
        }
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
