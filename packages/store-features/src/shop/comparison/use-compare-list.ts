import { useMemo } from 'react';
import { useToasts } from '../../common/toasts';
import {
  addToCompareList,
  type CompareListChange,
  clearCompareList,
  removeFromCompareList,
} from './compare-list';

export interface CompareListActions {
  onAddToCompare: (productId: string) => void;
  onRemoveFromCompare: (productId: string) => void;
  onClearCompare: () => void;
}

/**
 * The comparison list's rules with their toasts (spec section 8, Comparison): a change is kept and said as a
 * success, a refusal (a duplicate, a fifth product) is said as an error and the list stays. The app keeps the
 * list wherever it likes and hands it in with its setter.
 */
export function useCompareList(
  compareIds: readonly string[],
  setCompareIds: (next: readonly string[]) => void,
): CompareListActions {
  const toasts = useToasts();
  return useMemo(() => {
    const apply = (change: CompareListChange) => {
      if (change.outcome === 'refused') {
        toasts.error(change.message);
        return;
      }
      setCompareIds(change.list);
      toasts.success(change.message);
    };
    return {
      onAddToCompare: (productId) => apply(addToCompareList(compareIds, productId)),
      onRemoveFromCompare: (productId) => apply(removeFromCompareList(compareIds, productId)),
      onClearCompare: () => apply(clearCompareList()),
    };
  }, [compareIds, setCompareIds, toasts]);
}
