import { LOW_STOCK_DEFAULT_THRESHOLD } from './constants';

export type StockState = 'out_of_stock' | 'low_stock' | 'in_stock';

/** Spec section 4, Stock: out at 0, low at or below the product's threshold, otherwise in stock. */
export function stockState(stock: number, lowStockThreshold = LOW_STOCK_DEFAULT_THRESHOLD): StockState {
  if (stock <= 0) return 'out_of_stock';
  return stock <= lowStockThreshold ? 'low_stock' : 'in_stock';
}

/** Why a quantity was refused: the cart and the order say it the same way (spec section 8; api.md). */
export function stockLimitMessage(stock: number): string {
  return stock <= 0 ? 'Product is out of stock' : `Only ${stock} items available in stock`;
}
