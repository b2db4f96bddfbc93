import { PRICE_BANDS, type ProductSort } from '@aurora-store/api';

/** The Sort control's options in the spec's order and words (spec section 2, Products page). */
export const SORT_OPTIONS: readonly { id: ProductSort; label: string }[] = [
  { id: 'newest', label: 'Newest' },
  { id: 'price_asc', label: 'Price low to high' },
  { id: 'price_desc', label: 'Price high to low' },
  { id: 'rating', label: 'Highest Rated' },
  { id: 'popular', label: 'Most Popular' },
];

export const PRICE_OPTIONS = PRICE_BANDS.map(({ id, label }) => ({ id, label }));

const categoryEmojis: Record<string, string> = {
  electronics: '💻',
  accessories: '👜',
  clothing: '👕',
  home: '🏠',
};

/** One emoji per category chip; 'All' and categories the server adds later get a shopping bag. */
export function categoryEmoji(slug: string): string {
  return categoryEmojis[slug] ?? '🛍️';
}
