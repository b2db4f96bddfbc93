import type { ReactNode, RefAttributes } from 'react';
import {
  Button,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldFrameStyles, fieldLayout, Label } from '../field';
import { OptionList, OptionPopover } from '../field/option-list';
import { ChevronDownIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children' | 'selectionMode'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label; without one, give the select an `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The options as data, rendered by `children` as a function; or pass `SelectItem`s as children. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Pick one of a list: a button showing the choice (or the placeholder) that opens a listbox. React Aria
 * gives it typeahead, arrow keys, and a hidden native select so it takes part in forms and validation.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} data-slot="select" className={composeTailwindRenderProps(className, fieldLayout)}>
      {({ isInvalid }) => (
        <>
          {label && <Label isRequired={props.isRequired}>{label}</Label>}
          <Button
            className={({ isFocusVisible, isHovered, isDisabled }) =>
              cn(
                fieldFrameStyles({ isFocused: isFocusVisible, isHovered, isInvalid, isDisabled }),
                'cursor-pointer justify-between gap-2 px-3 text-start',
                isDisabled && 'cursor-not-allowed',
              )
            }
          >
            <SelectValue className="truncate data-placeholder:text-muted" />
            <ChevronDownIcon className="size-4 shrink-0 text-muted" />
          </Button>
          {description && <Description>{description}</Description>}
          <FieldError>{errorMessage}</FieldError>
          <OptionPopover>
            <OptionList items={items}>{children}</OptionList>
          </OptionPopover>
        </>
      )}
    </RACSelect>
  );
}
