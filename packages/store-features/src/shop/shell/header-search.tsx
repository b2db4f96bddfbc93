import {
  catalogueKeys,
  SEARCH_SUGGESTIONS_DEBOUNCE_MS,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  type SearchSuggestion,
} from '@aurora-store/api';
import { SearchBox } from '@aurora-store/ui';
import { type ComponentType, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { useDebouncedValue } from '../../common/hooks/use-debounced-value';
import type { Navigate } from '../../common/navigation';
import { productHref } from '../../common/navigation';
import { searchHref } from './shell-rules';
import type { SuggestingSearchProps } from './suggesting-search';

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

// The suggestion list's code (a combobox, a listbox, a popover) was a fifth of a first visit's JavaScript;
// it is fetched on the first sign that the shopper reaches for the search: the pointer over it, or focus.
// Loaded by hand, not with React.lazy: a Suspense fallback is a new element, and swapping the stand-in for one
// mid-tap lost focus and keystrokes; this way the stand-in stays put until the real field is ready.
let loading: Promise<ComponentType<SuggestingSearchProps>> | undefined;
function loadSuggestingSearch(): Promise<ComponentType<SuggestingSearchProps>> {
  loading ??= import('./suggesting-search').then(
    (module) => module.SuggestingSearch,
    (error: unknown) => {
      loading = undefined; // the next reach tries again
      throw error;
    },
  );
  return loading;
}

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
  const [SuggestingSearch, setSuggestingSearch] = useState<ComponentType<SuggestingSearchProps>>();
  const [standInFocused, setStandInFocused] = useState(false);
  // Each pick leaves a fresh, empty field behind: the shopper is on the product's page now, and a combobox
  // would otherwise keep the pick selected and its name in the box.
  const [picks, setPicks] = useState(0);
  const settledText = useDebouncedValue(text, SEARCH_SUGGESTIONS_DEBOUNCE_MS);
  // The key is null below the minimum length, so SWR asks nothing for a single character. The last suggestions
  // stay in the list, under the field's spinner, until the new text's arrive: emptied meanwhile, the list flashed,
  // and a suggestion the shopper had just highlighted was gone under their Enter, which then searched instead.
  const { data, error, isLoading } = useSWR(
    catalogueKeys.suggestions(settledText),
    ([, , q]) => client.getSearchSuggestions(q),
    { keepPreviousData: true },
  );
  const isLongEnough = text.trim().length >= SEARCH_SUGGESTIONS_MIN_CHARS;
  const reachForSearch = () => {
    if (SuggestingSearch) return;
    loadSuggestingSearch().then(
      (component) => setSuggestingSearch(() => component),
      // Offline, say: the stand-in stays, and Enter still searches.
      () => undefined,
    );
  };
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
        reachForSearch();
      }}
      onBlur={() => setStandInFocused(false)}
    />
  );

  return (
    <div className={className} onPointerEnter={reachForSearch}>
      {SuggestingSearch ? (
        <SuggestingSearch
          key={picks}
          text={text}
          onTextChange={setText}
          suggestions={
            isLongEnough && error == null ? (data?.data.suggestions ?? NO_SUGGESTIONS) : NO_SUGGESTIONS
          }
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
