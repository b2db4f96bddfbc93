import { type SelectHTMLAttributes, useId } from 'react';
import { fieldFrameStyles, fieldLayout, Label } from '../field';
import { ChevronDownIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';

export interface NativeSelectOption<Value extends string> {
  id: Value;
  label: string;
}

export interface NativeSelectProps<Value extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  label: string;
  options: readonly NativeSelectOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * Pick one of a short list with the browser's own select, in the same frame as `Select`. It costs no script:
 * use it where a screen's first load matters more than a styled list (a phone opens its system picker, which
 * is what its owner knows best). `Select` keeps rich options, typeahead across the list, and form validation.
 */
export function NativeSelect<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
  id,
  ...props
}: NativeSelectProps<Value>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div data-slot="native-select" className={cn(fieldLayout, className)}>
      <Label htmlFor={selectId}>{label}</Label>
      <div className="relative">
        <select
          {...props}
          id={selectId}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.id === event.target.value);
            if (chosen) onChange(chosen.id);
          }}
          className={cn(
            fieldFrameStyles({ isDisabled: props.disabled ?? false }),
            'cursor-pointer appearance-none ps-3 pe-9 hover:border-muted disabled:cursor-not-allowed',
            'outline-offset-2 focus-visible:outline-2 focus-visible:outline-focus-ring forced-colors:outline-[Highlight]',
          )}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
