import type { RefAttributes } from 'react';
import {
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { FieldGroup, fieldLayout, Input, Label } from '../field';
import { SearchIcon } from '../icons/control-icons';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

export interface SearchBoxProps extends RACSearchFieldProps, RefAttributes<HTMLDivElement> {
  /** The visible label; without one, give the box an `aria-label`. */
  label?: string;
  placeholder?: string;
}

/**
 * A search box without suggestions: type, then Enter calls `onSubmit`; Escape clears. It looks exactly like
 * `SearchField`, at a fraction of its weight (no listbox, no popover), so it also stands in for one until
 * the suggestions are needed.
 */
export function SearchBox({ label, placeholder, className, ...props }: SearchBoxProps) {
  return (
    <RACSearchField
      {...props}
      data-slot="search-box"
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <FieldGroup>
        <SearchIcon className="ms-3 size-4 shrink-0 text-muted" />
        <Input placeholder={placeholder} className="[&::-webkit-search-cancel-button]:hidden" />
      </FieldGroup>
    </RACSearchField>
  );
}
