import { cn, Description, FieldError, FieldGroup, fieldLayout, Input, Label } from '@aurora-store/ui';
import { TextField } from 'react-aria-components';

/*
 * The field ui does not draw, built from its parts: an amount or count typed as a number (the spec's
 * "number, step 0.01, min 0", with no stepper: a price is typed, not clicked to). It keeps the text typed, so
 * save parses it (spec section 5) and nothing typed is lost to a half-number.
 */

interface FieldProps {
  /** The field's path in the form: its error's key and where focus is sent (`data-field`). */
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  isRequired?: boolean;
  description?: string;
  className?: string;
}

export interface NumberTextFieldProps extends FieldProps {
  /** 0.01 for money, 1 for a count. */
  step: number;
  /** Shown before the number inside the frame, e.g. '$'. */
  prefix?: string;
}

export function NumberTextField({
  field,
  label,
  value,
  onChange,
  error,
  isRequired = false,
  description,
  className,
  step,
  prefix,
}: NumberTextFieldProps) {
  return (
    <TextField
      data-field={field}
      name={field}
      type="number"
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      className={cn(fieldLayout, className)}
    >
      <Label isRequired={isRequired}>{label}</Label>
      <FieldGroup>
        {prefix && (
          <span aria-hidden="true" className="ps-3 text-muted">
            {prefix}
          </span>
        )}
        <Input
          min={0}
          step={step}
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          // No spin buttons: an amount is typed (the arrow keys still step it).
          className={cn(
            'tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            prefix && 'ps-1.5',
          )}
        />
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
