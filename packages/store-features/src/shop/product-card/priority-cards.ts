import type { Product } from '@aurora-store/api';
import type { FirstImage } from '../startup-gate/early-read';

/**
 * How many cards at the top of a grid get `isPriority`: the first row of the widest grid (four a row), which is
 * the first two rows on a phone. A stored photo comes at its card's width, so fetching four early costs little.
 */
export const PRIORITY_CARD_COUNT = 4;

/** The pictures of a page's priority cards, its largest paint: what a first page fetches as early as it can. */
export function priorityCardImages(products: readonly Pick<Product, 'image'>[], sizes: string): FirstImage[] {
  return products
    .slice(0, PRIORITY_CARD_COUNT)
    .filter((product) => product.image !== '')
    .map((product) => ({ src: product.image, sizes }));
}
