import { useState } from 'react';

/**
 * The query the page shows and changes: the one it last asked for until the URL has moved, then the URL's.
 * The router moves the URL a step after a change (its navigation runs the route's loader and renders in a
 * transition), so a second change made before then — a price, then at once a sort — would otherwise be built
 * on the old URL and undo the first; and a select would snap back to its old value for that step.
 */
export function useRequestedQuery(
  query: string,
  onQueryChange: (nextQuery: string) => void,
): [shown: string, request: (nextQuery: string) => void] {
  const [requested, setRequested] = useState<{ over: string; next: string } | null>(null);
  // A request stands only over the URL it was made on: once the URL has changed (to it, or by Back) it is
  // dropped, so coming Back to that URL later shows the URL, not the old request.
  if (requested !== null && requested.over !== query) setRequested(null);
  const shown = requested !== null && requested.over === query ? requested.next : query;
  const request = (nextQuery: string) => {
    setRequested({ over: query, next: nextQuery });
    onQueryChange(nextQuery);
  };
  return [shown, request];
}
