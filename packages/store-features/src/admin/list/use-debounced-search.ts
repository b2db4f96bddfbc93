import { useEffect, useEffectEvent, useState } from 'react';

/**
 * How long the search box waits after the last key before it searches: a burst of typing is one request, not
 * one per key (issue 13). The same pause as the storefront's search suggestions (spec section 9).
 */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export interface DebouncedSearch {
  /** What the box shows: the typed text, which may run ahead of the list's search. */
  text: string;
  onTextChange: (text: string) => void;
  /** Enter: search for the text now. */
  applyNow: () => void;
  /** Escape or the clear button: no search, now. */
  clear: () => void;
}

/**
 * The search box of an admin list: it applies the typed text once typing pauses for ADMIN_SEARCH_DEBOUNCE_MS,
 * or at once on Enter. When the list's search changes from outside (Back, Clear filters) the box follows it.
 */
export function useDebouncedSearch(applied: string, onApply: (search: string) => void): DebouncedSearch {
  const [text, setText] = useState(applied);
  const [seenApplied, setSeenApplied] = useState(applied);
  if (applied !== seenApplied) {
    setSeenApplied(applied);
    // Our own search coming back equals the text (or a prefix typed since is still pending): leave the box be.
    if (applied !== text.trim()) setText(applied);
  }

  const apply = useEffectEvent((search: string) => {
    if (search !== applied) onApply(search);
  });
  useEffect(() => {
    const timer = setTimeout(() => apply(text.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return {
    text,
    onTextChange: setText,
    applyNow: () => apply(text.trim()),
    clear: () => {
      setText('');
      apply('');
    },
  };
}
