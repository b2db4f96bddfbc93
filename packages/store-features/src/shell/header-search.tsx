import {
  catalogueKeys,
  SEARCH_SUGGESTIONS_DEBOUNCE_MS,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  type SearchSuggestion,
} from '@aurora-store/api';
import { SearchBox } from '@aurora-store/ui';
import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../api-client';
import type { Navigate } from '../navigation';
import { productHref, searchHref } from './shell-rules';
import { useDebouncedValue } from './use-debounced-value';

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

// The suggestion list's code (a combobox, a listbox, a popover) was a fifth of a first visit's JavaScript;
// it is fetched on the first sign that the shopper reaches for the search: the pointer over it, or focus.
const SuggestingSearch = lazy(() =>
  import('./suggesting-search').then((module) => ({ default: module.SuggestingSearch })),
);

export interface HeaderSearchProps {
  onNavigate: Navigate;
  className?: string;
}

/**
 * The header's search box (spec sections 2 and 5): suggestions once the text has SEARCH_SUGGESTIONS_MIN_CHARS
 * characters and has rested SEARCH_SUGGESTIONS_DEBOUNCE_MS; a suggestion opens its product, Enter searches.
 * Until the suggestions are wanted, a plain search box of the same look stands in and keeps what is typed.
 */
export function HeaderSearch({ onNavigate, className }: HeaderSearchProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [isWanted, setIsWanted] = useState(false);
  const [standInFocused, setStandInFocused] = useState(false);
  // Each pick starts a fresh field: a combobox keeps its pick selected, and the next list then opened with
  // the pick's row highlighted, so Enter opened that row's product instead of searching.
  const [picks, setPicks] = useState(0);
  const settledText = useDebouncedValue(text, SEARCH_SUGGESTIONS_DEBOUNCE_MS);
  // The key is null below the minimum length, so SWR asks nothing for a single character.
  const { data, error, isLoading } = useSWR(catalogueKeys.suggestions(settledText), ([, , q]) =>
    client.getSearchSuggestions(q),
  );
  const isLongEnough = text.trim().length >= SEARCH_SUGGESTIONS_MIN_CHARS;
  const search = (query: string) => {
    const href = searchHref(query);
    if (href) onNavigate(href);
  };

  const standIn = (
    <SearchBox
      aria-label="Search products"
      placeholder="Search products..."
      value={text}
      onChange={setText}
      onSubmit={search}
      onFocus={() => {
        setStandInFocused(true);
        setIsWanted(true);
      }}
      onBlur={() => setStandInFocused(false)}
    />
  );

  return (
    <div className={className} onPointerEnter={() => setIsWanted(true)}>
      {isWanted ? (
        <Suspense fallback={standIn}>
          <SuggestingSearch
            key={picks}
            text={text}
            onTextChange={setText}
            suggestions={isLongEnough ? (data?.data.suggestions ?? NO_SUGGESTIONS) : NO_SUGGESTIONS}
            isLoading={isLongEnough && (settledText !== text || isLoading)}
            emptyMessage={emptyMessage(isLongEnough, error != null)}
            onSubmit={search}
            onPick={(productId) => {
              setText('');
              setPicks((count) => count + 1);
              onNavigate(productHref(productId));
            }}
            autoFocus={standInFocused}
          />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}

/** What the open list says when it has no suggestions to show. */
function emptyMessage(isLongEnough: boolean, failed: boolean): string {
  if (!isLongEnough) return `Type ${SEARCH_SUGGESTIONS_MIN_CHARS} or more characters for suggestions`;
  if (failed) return 'Suggestions are unavailable. Press Enter to search.';
  return 'No suggestions';
}
