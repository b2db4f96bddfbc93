import {
  categoryLabel,
  PRODUCT_PHOTO_SIZES,
  type Product,
  productPageTitle,
  productPictureAlt,
  stockState,
} from '@aurora-store/api/contract';
import { shareableImageUrl } from '../images/product-image-png';
import type { PageHead } from './page-head';
import { absoluteUrl, PRICE_CURRENCY, shortDescription } from './seo-text';

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const;

/**
 * A product page's head: its name as the title, its description, canonical address, a link preview with its
 * picture and price, and schema.org Product data (price, availability from stock, rating) for search results.
 */
export function productHead(product: Product, publicUrl: string): PageHead {
  const url = `${publicUrl}/product/${product._id}`;
  const images = product.images.map((image) => absoluteUrl(shareableImageUrl(image.url), publicUrl));
  const description =
    shortDescription(product.description) ||
    `${product.name} by ${product.brand}, in ${categoryLabel(product.category)} at Aurora Store.`;
  const price = product.price.toFixed(2);
  const mainPhoto = product.images[0] && { src: product.images[0].url, sizes: PRODUCT_PHOTO_SIZES };
  return {
    title: productPageTitle(product.name),
    description,
    canonicalUrl: url,
    ...(mainPhoto && {
      preloadImage: mainPhoto,
      // The gallery's first image, as the page shows it.
      frameImages: [{ ...mainPhoto, alt: productPictureAlt(product) }],
    }),
    share: {
      type: 'product',
      url,
      image: images[0],
      imageAlt: productPictureAlt(product),
      price: { amount: price, currency: PRICE_CURRENCY },
    },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      ...(images.length > 0 && { image: images }),
      sku: product.sku,
      ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
      category: categoryLabel(product.category),
      offers: {
        '@type': 'Offer',
        url,
        price,
        priceCurrency: PRICE_CURRENCY,
        availability: AVAILABILITY[stockState(product.stock, product.lowStockThreshold)],
        itemCondition: 'https://schema.org/NewCondition',
      },
      // Search engines refuse a rating with no reviews behind it.
      ...(product.reviewCount > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating,
          reviewCount: product.reviewCount,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    },
  };
}
