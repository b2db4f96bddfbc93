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
import { SearchIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { menuItemVariants, menuSectionTitleStyles } from '../menu/menu';
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
  /**
   * What an earlier answer listed, shown greyed under the list while the caller's new one is awaited
   * (CommandPaletteAwaited), so the results do not blink out at each key. Not part of the list: the arrow keys,
   * Enter and the pointer pass it by, and screen readers hear the loading message instead. Once the answer is in
   * the list, its first item is highlighted, as typing does for items the palette filters itself.
   */
  awaited?: ReactNode;
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
  awaited,
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
            renderEmptyState={
              awaited
                ? undefined
                : () => <Text className="block px-3 py-6 text-center text-muted text-sm">{emptyMessage}</Text>
            }
            className="min-h-0 flex-1 overflow-y-auto p-2 outline-0 data-empty:flex-none data-empty:p-0"
          >
            {children}
          </Menu>
          {awaited && (
            <div aria-hidden className="min-h-0 flex-1 overflow-hidden px-2 pb-2">
              {awaited}
            </div>
          )}
        </Autocomplete>
        {footer && <div className="border-border border-t px-4 py-2 text-muted text-xs">{footer}</div>}
      </Dialog>
    </Modal>
  );
}

/**
 * A titled group of an earlier answer's items for CommandPalette's `awaited`: it looks like the list's own sections
 * but is only a picture of them.
 */
export function CommandPaletteAwaited({
  title,
  items,
}: {
  title: string;
  items: { id: string; content: ReactNode }[];
}) {
  if (items.length === 0) return null;
  return (
    <div data-slot="command-palette-awaited" className="flex flex-col">
      <div className={menuSectionTitleStyles}>{title}</div>
      {items.map((item) => (
        <div key={item.id} className={cn(menuItemVariants({ isDisabled: true }))}>
          <span className="flex min-w-0 flex-1 items-center gap-2 truncate">{item.content}</span>
        </div>
      ))}
    </div>
  );
}
