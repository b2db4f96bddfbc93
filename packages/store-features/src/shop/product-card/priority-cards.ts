import type { Product } from '@aurora-store/api';

/** How many cards at the top of a grid get `isPriority`: the ones a phone shows without scrolling. */
export const PRIORITY_CARD_COUNT = 2;

/** The pictures of a page's priority cards, its largest paint: what a first page fetches as early as it can. */
export function priorityCardImages(products: readonly Pick<Product, 'image'>[]): string[] {
  return products
    .slice(0, PRIORITY_CARD_COUNT)
    .map((product) => product.image)
    .filter((url) => url !== '');
}
