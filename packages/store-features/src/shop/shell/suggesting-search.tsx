import type { SearchSuggestion } from '@aurora-store/api';
import { SearchField, SearchSuggestion as SuggestionOption } from '@aurora-store/ui';

export interface SuggestingSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  suggestions: readonly SearchSuggestion[];
  isLoading: boolean;
  emptyMessage: string;
  onSubmit: (query: string) => void;
  onPick: (productId: string) => void;
  /** The stand-in had focus when this replaced it: take it over. */
  autoFocus: boolean;
}

/**
 * The header search with its suggestion list: React Aria's ComboBox with a listbox in a popover, the heaviest
 * part of the header, so `HeaderSearch` loads this module only once the shopper reaches for the search.
 */
export function SuggestingSearch({
  text,
  onTextChange,
  suggestions,
  isLoading,
  emptyMessage,
  onSubmit,
  onPick,
  autoFocus,
}: SuggestingSearchProps) {
  return (
    <SearchField
      aria-label="Search products"
      placeholder="Search products..."
      autoFocus={autoFocus}
      opensWithTypedText
      items={suggestions}
      inputValue={text}
      onInputChange={onTextChange}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      onSubmit={onSubmit}
      onSelectionChange={(id) => onPick(String(id))}
    >
      {(suggestion) => (
        <SuggestionOption id={suggestion.id} textValue={suggestion.text}>
          <span className="truncate">{suggestion.text}</span>
          <span className="ms-auto shrink-0 text-muted text-xs">{suggestion.brand}</span>
        </SuggestionOption>
      )}
    </SearchField>
  );
}
