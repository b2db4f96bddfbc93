import { LOW_STOCK_DEFAULT_THRESHOLD } from './constants';

export type StockState = 'out_of_stock' | 'low_stock' | 'in_stock';

/** Spec section 4, Stock: out at 0, low at or below the product's threshold, otherwise in stock. */
export function stockState(stock: number, lowStockThreshold = LOW_STOCK_DEFAULT_THRESHOLD): StockState {
  if (stock <= 0) return 'out_of_stock';
  return stock <= lowStockThreshold ? 'low_stock' : 'in_stock';
}
