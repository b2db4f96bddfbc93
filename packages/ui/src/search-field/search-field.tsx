import { type KeyboardEvent, type ReactNode, type RefAttributes, useContext, useState } from 'react';
import {
  ComboBox,
  type ComboBoxProps,
  ComboBoxStateContext,
  type InputProps,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, FieldGroup, fieldLayout, Input, Label } from '../field';
import { OptionList, OptionPopover } from '../field/option-list';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { SearchIcon } from '../lib/icons';
import { Spinner } from '../spinner';

/** What the search field decides for itself: it always takes free text and opens as the person types. */
type OwnedComboBoxProps =
  | 'children'
  | 'items'
  | 'defaultItems'
  | 'allowsCustomValue'
  | 'allowsEmptyCollection'
  | 'menuTrigger'
  | 'selectionMode'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'formValue'
  | 'onSubmit';

export interface SearchFieldProps<T extends object>
  extends Omit<ComboBoxProps<T>, OwnedComboBoxProps>,
    RefAttributes<HTMLDivElement> {
  /** The visible label; without one, give the field an `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** The suggestions for the current text, already matched by the caller (the field filters nothing). */
  items: Iterable<T>;
  /** Renders one suggestion, usually a `SearchSuggestion` with an `id`. */
  children: (item: T) => ReactNode;
  /** Suggestions are being fetched: a spinner shows in the field, and in the list while it is empty. */
  isLoading?: boolean;
  /** Shown in the open list when a query has no suggestions. @default 'No suggestions' */
  emptyMessage?: string;
  /** Enter without a highlighted suggestion: search for the typed text. */
  onSubmit?: (query: string) => void;
  /** A suggestion was chosen (click or Enter); receives its `id`. */
  onSelectionChange?: (key: Key) => void;
}

/**
 * A search box that suggests as the person types: a React Aria ComboBox that accepts free text. The
 * caller owns the data: it hears every keystroke through `onInputChange` (debounce there), passes the
 * matching `items` back, and gets either `onSubmit` with the text or `onSelectionChange` with a pick.
 */
export function SearchField<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  isLoading = false,
  emptyMessage = 'No suggestions',
  onSubmit,
  onSelectionChange,
  onInputChange,
  className,
  ...props
}: SearchFieldProps<T>) {
  const [typedText, setTypedText] = useState(props.defaultInputValue ?? '');
  // An empty list stays open to say "loading" or "no suggestions", but not for an empty box.
  const hasQuery = (props.inputValue ?? typedText).trim() !== '';

  return (
    <ComboBox
      {...props}
      items={items}
      allowsCustomValue
      menuTrigger="input"
      allowsEmptyCollection={hasQuery}
      onInputChange={(text) => {
        setTypedText(text);
        onInputChange?.(text);
      }}
      onChange={(key) => {
        if (key != null) onSelectionChange?.(key);
      }}
      data-slot="search-field"
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <FieldGroup>
        <SearchIcon className="ms-3 size-4 shrink-0 text-muted" />
        <SearchInput placeholder={placeholder} onSubmit={onSubmit} />
        {isLoading && <Spinner isDecorative size="sm" className="me-3 text-muted" />}
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <OptionPopover>
        <OptionList
          renderEmptyState={() => (
            <p className="px-2.5 py-2 text-muted text-sm">
              {isLoading ? 'Loading suggestions…' : emptyMessage}
            </p>
          )}
        >
          {children}
        </OptionList>
      </OptionPopover>
    </ComboBox>
  );
}

interface SearchInputProps extends Omit<InputProps, 'onSubmit'> {
  onSubmit: ((query: string) => void) | undefined;
}

function SearchInput({ onSubmit, ...props }: SearchInputProps) {
  const state = useContext(ComboBoxStateContext);
  // React Aria's own Enter handler runs first, but `state` is still this render's: what was highlighted
  // when the key went down. Enter on a highlighted suggestion picks it; anywhere else it searches.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || state == null) return;
    const isPickingSuggestion = state.isOpen && state.selectionManager.focusedKey != null;
    if (!isPickingSuggestion) onSubmit?.(state.inputValue);
  };
  return <Input {...props} onKeyDown={submitOnEnter} />;
}
