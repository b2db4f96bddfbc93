import { COMPARE_MAX_PRODUCTS } from '@aurora-store/api';

/*
 * The comparison list the app keeps on the device (spec section 4: add, remove, clear; section 5: no
 * duplicates, no fifth product). Each rule answers the next list and the toast to raise, so the app only
 * stores the list and shows the message.
 */

export const COMPARE_MESSAGES = {
  added: 'Added to comparison',
  removed: 'Removed from comparison',
  cleared: 'Comparison cleared',
  duplicate: 'Product already in comparison',
  full: `You can compare maximum ${COMPARE_MAX_PRODUCTS} products`,
} as const;

export interface CompareListChange {
  /** The list to keep: the new one, or the same one when the change was refused. */
  list: readonly string[];
  /** `refused`: raise the message as an error toast and keep the list; `changed`: a success toast. */
  outcome: 'changed' | 'refused';
  message: string;
}

export function addToCompareList(list: readonly string[], productId: string): CompareListChange {
  if (list.includes(productId)) return { list, outcome: 'refused', message: COMPARE_MESSAGES.duplicate };
  if (list.length >= COMPARE_MAX_PRODUCTS)
    return { list, outcome: 'refused', message: COMPARE_MESSAGES.full };
  return { list: [...list, productId], outcome: 'changed', message: COMPARE_MESSAGES.added };
}

export function removeFromCompareList(list: readonly string[], productId: string): CompareListChange {
  return {
    list: list.filter((id) => id !== productId),
    outcome: 'changed',
    message: COMPARE_MESSAGES.removed,
  };
}

export function clearCompareList(): CompareListChange {
  return { list: [], outcome: 'changed', message: COMPARE_MESSAGES.cleared };
}
