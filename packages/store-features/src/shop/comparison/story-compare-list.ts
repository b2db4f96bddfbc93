import { useState } from 'react';
import { useCompareList } from './use-compare-list';

interface CompareListArgs {
  compareIds: readonly string[];
  onAddToCompare: (productId: string) => void;
  onRemoveFromCompare: (productId: string) => void;
}

/**
 * The comparison list as the app keeps it, for a story: it starts from the story's `compareIds`, follows the
 * list's rules with their toasts, and still tells the story's spies.
 */
export function useStoryCompareList(args: CompareListArgs): CompareListArgs {
  const [compareIds, setCompareIds] = useState(args.compareIds);
  const compare = useCompareList(compareIds, setCompareIds);
  return {
    compareIds,
    onAddToCompare: (productId) => {
      args.onAddToCompare(productId);
      compare.onAddToCompare(productId);
    },
    onRemoveFromCompare: (productId) => {
      args.onRemoveFromCompare(productId);
      compare.onRemoveFromCompare(productId);
    },
  };
}
