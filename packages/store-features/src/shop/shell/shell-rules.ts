import type { CartLine } from '@aurora-store/api';

/** The cart icon counts pieces, not lines: two mugs and a lamp are 3 items. */
export function cartItemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** An icon link's accessible name, which must carry the count its badge shows: 'Cart, 3 items'. */
export function countLabel(name: string, count: number): string {
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Submitting the header search opens the catalogue filtered by the text; blank text searches nothing. */
export function searchHref(text: string): string | null {
  const search = text.trim();
  return search === '' ? null : `/products?${new URLSearchParams({ search }).toString()}`;
}
