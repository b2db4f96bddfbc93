import type { Product } from '@aurora-store/api';
import { products } from '../../common/story-support/fixtures';

function productNamed(name: string): Product {
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No fixture product named ${name}`);
  return product;
}

/** A reviewed product in good supply, without a compare price. */
export const inStockProduct: Product = {
  ...productNamed('MagSafe Leather Phone Case'),
  rating: 4.5,
  reviewCount: 23,
};

/** At or below its low-stock threshold: 4 left of a threshold of 5, and reduced. */
export const lowStockProduct = productNamed('Polarized Aviator Sunglasses');

export const outOfStockProduct: Product = { ...productNamed('Wrap Midi Dress'), stock: 0 };

/** $429 against $499: 14% off. */
export const discountedProduct: Product = {
  ...productNamed('View 27 4K Monitor'),
  rating: 4.8,
  reviewCount: 112,
};

export const longNameProduct: Product = {
  ...inStockProduct,
  name: 'Ultra-Lightweight Waterproof Convertible Hiking Backpack with Detachable Daypack and Rain Cover, 45 Litres',
};

export const productWithoutImage: Product = { ...inStockProduct, image: '', images: [] };
