import { useState } from 'react';

interface Requested {
  /** The query last asked for. */
  next: string;
  /** The URLs it was asked over: the one shown then, and earlier requests the router may still pass through. */
  over: readonly string[];
}

/**
 * The query the page shows and changes: the one it last asked for until the URL has moved there, then the
 * URL's. The router moves the URL a step after a change (its navigation runs the route's loader and renders in
 * a transition), so a second change made before then — a price, then at once a sort — would otherwise be built
 * on the old URL and undo the first; and a select would snap back to its old value for that step. The URL may
 * also pass through the first change on its way to the second: that step shows the second too.
 */
export function useRequestedQuery(
  query: string,
  onQueryChange: (nextQuery: string) => void,
): [shown: string, request: (nextQuery: string) => void] {
  const [requested, setRequested] = useState<Requested | null>(null);
  const isPending = requested !== null && query !== requested.next && requested.over.includes(query);
  // Once the URL has arrived, or gone somewhere this page never asked for (Back), the request is dropped, so
  // coming Back to a URL later shows the URL, not an old request.
  if (requested !== null && !isPending) setRequested(null);
  const shown = isPending ? requested.next : query;
  const request = (nextQuery: string) => {
    setRequested({ next: nextQuery, over: isPending ? [...requested.over, requested.next] : [query] });
    onQueryChange(nextQuery);
  };
  return [shown, request];
}
