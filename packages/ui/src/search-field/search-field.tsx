import {
  type KeyboardEvent,
  type ReactNode,
  type RefAttributes,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
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
import { SearchIcon } from '../icons/control-icons';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
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
  /**
   * Open the list at once if the field starts focused with text: it took over from a plain box the person was
   * already typing in, whose keystrokes never reached this field to open it.
   */
  opensWithTypedText?: boolean;
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
  opensWithTypedText = false,
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
        <SearchInput placeholder={placeholder} onSubmit={onSubmit} opensWithTypedText={opensWithTypedText} />
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
  opensWithTypedText: boolean;
}

/** Keys that move the list's highlight. */
const HIGHLIGHT_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp']);

function SearchInput({ onSubmit, opensWithTypedText, ...props }: SearchInputProps) {
  const state = useContext(ComboBoxStateContext);
  const hasStarted = useRef(false);
  useEffect(() => {
    // Once, when the field first has focus: then it is typing in progress, not text left from before.
    if (!opensWithTypedText || hasStarted.current || state == null || !state.isFocused) return;
    hasStarted.current = true;
    if (state.inputValue.trim() !== '') state.open(null, 'input');
  }, [opensWithTypedText, state]);
  // Whether the highlight was moved with the keys since the text last changed. A pointer resting over the
  // list highlights the option under it too (after a pick, the next list opens right under it), and Enter
  // must not open that: it searches, unless the person chose a suggestion with the arrows.
  const hasArrowed = useRef(false);
  const inputValue = state?.inputValue;
  useEffect(() => {
    if (inputValue !== undefined) hasArrowed.current = false;
  }, [inputValue]);
  // Capture phase: decided before React Aria's own Enter handling, which it replaces when searching.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (state == null) return;
    if (HIGHLIGHT_KEYS.has(event.key)) {
      hasArrowed.current = true;
      return;
    }
    if (event.key !== 'Enter') return;
    const isPickingSuggestion =
      state.isOpen && state.selectionManager.focusedKey != null && hasArrowed.current;
    if (isPickingSuggestion) return; // React Aria commits it: onSelectionChange
    event.preventDefault();
    event.stopPropagation();
    state.close();
    onSubmit?.(state.inputValue);
  };
  return <Input {...props} onKeyDownCapture={onKeyDownCapture} />;
}
