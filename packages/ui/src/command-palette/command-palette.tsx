import type { ReactNode } from 'react';
import {
  Autocomplete,
  type AutocompleteProps,
  Dialog,
  type Key,
  Menu,
  SearchField,
  Text,
} from 'react-aria-components';
import { Modal } from '../dialog/modal';
import { FieldGroup, Input } from '../field';
import { SearchIcon } from '../lib/icons';
import { Spinner } from '../spinner';

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the palette and its search box for screen readers ('Go to anything'). */
  label: string;
  placeholder: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  /**
   * Narrows the items as the person types. Leave it out when the caller already gives only what matches (an
   * answer from the server).
   */
  filter?: AutocompleteProps<object>['filter'];
  /** Called with the chosen item's id; the palette closes after it. A link item also follows its `href`. */
  onAction?: (key: Key) => void;
  /** Said in the list when nothing matches. */
  emptyMessage: ReactNode;
  /** Shown under the search box while results are on their way (a spinner with this text). */
  loadingMessage?: string;
  /** MenuSection and MenuItem from this library. */
  children: ReactNode;
  /** A line of help under the list (keys to use). */
  footer?: ReactNode;
}

/**
 * Jump anywhere by typing: a search box over a menu of commands and results in a modal (React Aria's
 * Autocomplete: the arrow keys move through the menu while focus stays in the box, Enter runs the item,
 * Escape clears the box and then closes). Open it from a button and a shortcut the caller owns.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  label,
  placeholder,
  inputValue,
  onInputChange,
  filter,
  onAction,
  emptyMessage,
  loadingMessage,
  children,
  footer,
}: CommandPaletteProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      size="lg"
      className="sm:mt-[10vh] sm:self-start"
    >
      <Dialog
        aria-label={label}
        data-slot="command-palette"
        className="flex max-h-[inherit] min-h-0 flex-col outline-0"
      >
        <Autocomplete inputValue={inputValue} onInputChange={onInputChange} filter={filter}>
          <SearchField aria-label={label} autoFocus className="border-border border-b p-3">
            <FieldGroup>
              <SearchIcon className="ms-3 size-4 shrink-0 text-muted" />
              <Input placeholder={placeholder} className="[&::-webkit-search-cancel-button]:hidden" />
            </FieldGroup>
          </SearchField>
          {loadingMessage && (
            <p role="status" className="flex items-center gap-2 px-5 pt-3 text-muted text-sm">
              <Spinner size="sm" isDecorative />
              {loadingMessage}
            </p>
          )}
          <Menu
            aria-label={label}
            onAction={(key) => {
              onAction?.(key);
              onOpenChange(false);
            }}
            renderEmptyState={() => (
              <Text className="block px-3 py-6 text-center text-muted text-sm">{emptyMessage}</Text>
            )}
            className="min-h-0 flex-1 overflow-y-auto p-2 outline-0"
          >
            {children}
          </Menu>
        </Autocomplete>
        {footer && <div className="border-border border-t px-4 py-2 text-muted text-xs">{footer}</div>}
      </Dialog>
    </Modal>
  );
}
