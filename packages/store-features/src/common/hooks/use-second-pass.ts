import { useDeferredValue } from 'react';

/**
 * False on a screen's first render, true from the next one, which React runs straight after as a deferred
 * render (in slices it can pause for input). What a shopper sees first (a product's picture, name and price)
 * paints without waiting for what lies below it (reviews, related products), and no single task carries both.
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}
