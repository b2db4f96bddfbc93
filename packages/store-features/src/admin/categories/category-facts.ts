import type { BadgeTone } from '@aurora-store/ui';

const countFormat = new Intl.NumberFormat('en-US');

/** How many products a category holds, as its card says it: 'No products', '1 product', '1,204 products'. */
export function productCountLabel(count: number): string {
  if (count === 0) return 'No products';
  return `${countFormat.format(count)} ${count === 1 ? 'product' : 'products'}`;
}

/** The card's badge: spec section 2's Active/Inactive, in words as well as colour. */
export function categoryStatusBadge(isActive: boolean): { label: 'Active' | 'Inactive'; tone: BadgeTone } {
  return isActive ? { label: 'Active', tone: 'success' } : { label: 'Inactive', tone: 'neutral' };
}

/** The page's line under its heading: how many categories there are ('6 categories in the catalogue.'). */
export function categoriesSummary(count: number): string {
  if (count === 0) return 'How the catalogue is grouped for shoppers.';
  return `${countFormat.format(count)} ${count === 1 ? 'category' : 'categories'} in the catalogue.`;
}
