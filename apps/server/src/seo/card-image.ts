import { type Product, productPictureAlt } from '@aurora-store/api/contract';
import type { FrameImage } from './page-head';

/**
 * A product card's picture as the card shows it (its image, described as its first image is, at the width of the
 * grid's cards), or none.
 */
export function cardImage(product: Product, sizes: string): FrameImage | null {
  return product.image ? { src: product.image, alt: productPictureAlt(product), sizes } : null;
}
