import { categoryLabel, type Product } from '@aurora-store/api';

/** The quantity stepper's lowest value (spec section 5, Product page: minimum 1). */
export const MIN_QUANTITY = 1;

/** The stepper's highest value: the stock (section 5), yet never below the minimum so the range stays valid. */
export function maxQuantity(stock: number): number {
  return Math.max(MIN_QUANTITY, Math.floor(stock));
}

/**
 * A quantity the shopper may ask for: a whole number from 1 to the stock. A cleared field (NaN) goes back to
 * 1, and a quantity chosen before the stock fell is brought down to it.
 */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(Math.max(Math.round(quantity), MIN_QUANTITY), maxQuantity(stock));
}

/** Whether a product is in a list of products (the wishlist's answer), by id. */
export function includesProduct(products: readonly Pick<Product, '_id'>[] | undefined, productId: string) {
  return products?.some((product) => product._id === productId) ?? false;
}

export interface DetailRow {
  label: string;
  value: string;
}

/** Spec section 2, Product page, Details: category, brand, SKU and stock, as label and value. */
export function productDetailRows(
  product: Pick<Product, 'category' | 'subcategory' | 'brand' | 'sku' | 'stock'>,
): DetailRow[] {
  const category = product.subcategory
    ? `${categoryLabel(product.category)} › ${categoryLabel(product.subcategory)}`
    : categoryLabel(product.category);
  return [
    { label: 'Category', value: category },
    { label: 'Brand', value: product.brand },
    { label: 'SKU', value: product.sku },
    { label: 'Stock', value: product.stock > 0 ? `${product.stock} in stock` : 'Out of stock' },
  ];
}
