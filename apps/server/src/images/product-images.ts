import type { ProductImage } from '../db/schema';
import { catalogue } from '../seed/catalogue';
import { hashText } from './palette';
import { type ImageVariant, type ProductArt, renderProductImage } from './product-image';

export const PRODUCT_IMAGES_PATH = '/api/images/products';

type ImageSubject = Pick<ProductArt, 'sku' | 'name' | 'brand'>;

/**
 * A product's gallery: its front view, then a close-up, a view on a stand or both, chosen by its SKU so
 * galleries differ from product to product. The front view is named after the SKU alone.
 */
export function productImages(product: ImageSubject): ProductImage[] {
  return galleryVariants(product.sku).map((variant) => {
    const fileName = imageFileName(product.sku, variant);
    return {
      url: `${PRODUCT_IMAGES_PATH}/${fileName}.svg`,
      alt: altText(product, variant),
      public_id: `aurora-store/products/${fileName}`,
    };
  });
}

function galleryVariants(sku: string): ImageVariant[] {
  const hash = hashText(sku);
  if (hash % 2 === 0) return ['front', 'detail', 'stand'];
  return (hash >>> 1) % 2 === 0 ? ['front', 'detail'] : ['front', 'stand'];
}

function imageFileName(sku: string, variant: ImageVariant): string {
  const base = sku.toLowerCase();
  return variant === 'front' ? base : `${base}-${variant}`;
}

function altText(product: ImageSubject, variant: ImageVariant): string {
  const subject = `${product.brand} ${product.name}`;
  if (variant === 'detail') return `${subject}, close-up`;
  if (variant === 'stand') return `${subject} on a display stand`;
  return subject;
}

/**
 * Every image of the demo catalogue by file name (`el-son-001.svg`). The text drawn into an image comes from
 * here, never from the request: a file name that is not in this map is simply not an image.
 */
const imagesByFileName = new Map<string, { art: ProductArt; variant: ImageVariant }>(
  catalogue.flatMap((category) =>
    category.products.flatMap((product) =>
      galleryVariants(product.sku).map(
        (variant) =>
          [
            `${imageFileName(product.sku, variant)}.svg`,
            { art: { ...product, category: category.slug }, variant },
          ] as const,
      ),
    ),
  ),
);

const rendered = new Map<string, string>();

/** The SVG of a catalogue image, or undefined for any other name. */
export function productImageSvg(fileName: string): string | undefined {
  const image = imagesByFileName.get(fileName);
  if (!image) return undefined;
  let svg = rendered.get(fileName);
  if (svg === undefined) {
    svg = renderProductImage(image.art, image.variant);
    rendered.set(fileName, svg);
  }
  return svg;
}
