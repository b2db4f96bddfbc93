import { type StockState, stockState } from '@aurora-store/api';
import type { BadgeTone } from '@aurora-store/ui';

export interface AdminStockBadge {
  state: StockState;
  tone: BadgeTone;
  label: string;
}

/** Spec section 4: the admin stock badge is green above the threshold, yellow above 0, red at 0. */
const tones: Record<StockState, BadgeTone> = {
  in_stock: 'success',
  low_stock: 'warning',
  out_of_stock: 'danger',
};

/** An admin's view of a product's stock: the colour, and the count itself ('7 in stock', 'Only 3 left'). */
export function adminStockBadge(stock: number, lowStockThreshold: number): AdminStockBadge {
  const state = stockState(stock, lowStockThreshold);
  const label = {
    in_stock: `${stock} in stock`,
    low_stock: `Only ${stock} left`,
    out_of_stock: 'Out of stock',
  }[state];
  return { state, tone: tones[state], label };
}
