import { type StockState, stockState } from '@aurora-store/api';

export interface StockLabel {
  state: StockState;
  text: string;
}

/** What a product card says of its stock (spec section 4, Stock): 'Out of stock', 'Only N left' or 'In stock'. */
export function stockLabel(stock: number, lowStockThreshold: number): StockLabel {
  const state = stockState(stock, lowStockThreshold);
  const text = {
    out_of_stock: 'Out of stock',
    low_stock: `Only ${stock} left`,
    in_stock: 'In stock',
  }[state];
  return { state, text };
}
