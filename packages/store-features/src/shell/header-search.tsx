import {
  catalogueKeys,
  SEARCH_SUGGESTIONS_DEBOUNCE_MS,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  type SearchSuggestion,
} from '@aurora-store/api';
import { SearchField, SearchSuggestion as SuggestionOption } from '@aurora-store/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../api-client';
import type { Navigate } from '../navigation';
import { productHref, searchHref } from './shell-rules';
import { useDebouncedValue } from './use-debounced-value';

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

export interface HeaderSearchProps {
  onNavigate: Navigate;
  className?: string;
}

/**
 * The header's search box (spec sections 2 and 5): suggestions once the text has SEARCH_SUGGESTIONS_MIN_CHARS
 * characters and has rested SEARCH_SUGGESTIONS_DEBOUNCE_MS; a suggestion opens its product, Enter searches.
 */
export function HeaderSearch({ onNavigate, className }: HeaderSearchProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const settledText = useDebouncedValue(text, SEARCH_SUGGESTIONS_DEBOUNCE_MS);
  // The key is null below the minimum length, so SWR asks nothing for a single character.
  const { data, error, isLoading } = useSWR(catalogueKeys.suggestions(settledText), ([, , q]) =>
    client.getSearchSuggestions(q),
  );
  const isLongEnough = text.trim().length >= SEARCH_SUGGESTIONS_MIN_CHARS;
  const isWaiting = isLongEnough && (settledText !== text || isLoading);

  return (
    <SearchField
      aria-label="Search products"
      placeholder="Search products..."
      className={className}
      items={isLongEnough ? (data?.data.suggestions ?? NO_SUGGESTIONS) : NO_SUGGESTIONS}
      isLoading={isWaiting}
      emptyMessage={emptyMessage(isLongEnough, error != null)}
      onInputChange={setText}
      onSubmit={(query) => {
        const href = searchHref(query);
        if (href) onNavigate(href);
      }}
      onSelectionChange={(id) => onNavigate(productHref(String(id)))}
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

/** What the open list says when it has no suggestions to show. */
function emptyMessage(isLongEnough: boolean, failed: boolean): string {
  if (!isLongEnough) return `Type ${SEARCH_SUGGESTIONS_MIN_CHARS} or more characters for suggestions`;
  if (failed) return 'Suggestions are unavailable. Press Enter to search.';
  return 'No suggestions';
}
