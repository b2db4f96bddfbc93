import type { RefAttributes } from 'react';
import {
  DateField,
  type DateFieldProps,
  DateInput,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldFrameStyles, fieldLayout, Label } from '../field';
import { FieldDateSegment } from '../field/date-segment';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

export interface DateTimeFieldProps<T extends DateValue>
  extends Omit<DateFieldProps<T>, 'children' | 'granularity'>,
    RefAttributes<HTMLDivElement> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A date and time to the minute (a coupon's expiry, say), typed segment by segment in the reader's locale
 * order. Arrow keys step a segment, Tab moves between segments, and React Aria validates `minValue`,
 * `maxValue` and `isRequired`. Values are `@internationalized/date` objects.
 */
export function DateTimeField<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateTimeFieldProps<T>) {
  return (
    <DateField
      {...props}
      granularity="minute"
      data-slot="date-time-field"
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <DateInput
        className={({ isFocusWithin, isHovered, isInvalid, isDisabled }) =>
          cn(fieldFrameStyles({ isFocused: isFocusWithin, isHovered, isInvalid, isDisabled }), 'gap-px px-3')
        }
      >
        {(segment) => <FieldDateSegment segment={segment} />}
      </DateInput>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </DateField>
  );
}
