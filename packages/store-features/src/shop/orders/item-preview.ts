import { ORDER_LIST_PREVIEW_ITEMS } from '@aurora-store/api';

export interface ItemPreview<Item> {
  shown: Item[];
  /** How many items the '+N more' line stands for; 0 when every item is shown. */
  moreCount: number;
}

/** My Orders shows an order's first items, then '+N more' for the rest (spec section 9). */
export function previewItems<Item>(
  items: readonly Item[],
  limit: number = ORDER_LIST_PREVIEW_ITEMS,
): ItemPreview<Item> {
  const shown = items.slice(0, Math.max(0, limit));
  return { shown, moreCount: items.length - shown.length };
}

/** The line under the preview, or null when nothing is left out. */
export function moreItemsLabel(moreCount: number): string | null {
  return moreCount > 0 ? `+${moreCount} more` : null;
}
