import type { Product } from './product';

/**
 * What a product's picture says to someone who cannot see it: its first image's own description, else the
 * product's name. The same on a card, the dashboard, the product page's first frame and its link preview.
 */
export function productPictureAlt(product: Pick<Product, 'name' | 'images'>): string {
  return product.images[0]?.alt || product.name;
}
