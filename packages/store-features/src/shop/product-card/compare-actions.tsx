import { Button } from '@aurora-store/ui';
import { CheckIcon, CompareIcon } from '@aurora-store/ui/icons';
import { useRef } from 'react';

export interface CompareActionsProps {
  productName: string;
  isInComparison: boolean;
  onAddToCompare: () => void;
  onRemoveFromCompare: () => void;
  /**
   * `card`: small, each name carrying the product's, for a card among others; `page`: the product page's own,
   * whose heading already names the product. @default 'card'
   */
  placement?: 'card' | 'page';
}

/**
 * Compare, and once compared, 'Compared' beside a Remove of its own (issue 16). Pressing 'Compared' adds
 * again, which the list refuses with the spec's 'Product already in comparison' (section 5): the button
 * never takes a product out by surprise. It is one button throughout, its label following the state, so focus
 * stays on it; Remove hands focus back to it as Remove goes. On a narrow card Remove wraps to a line of its own.
 */
export function CompareActions({
  productName,
  isInComparison,
  onAddToCompare,
  onRemoveFromCompare,
  placement = 'card',
}: CompareActionsProps) {
  const compareButton = useRef<HTMLButtonElement>(null);
  const isCard = placement === 'card';
  // 'Compared', not 'In comparison': it fits a phone's two-a-row card beside its check mark.
  const label = isInComparison ? 'Compared' : 'Compare';
  const size = isCard ? 'sm' : 'lg';
  const width = isCard ? 'flex-1 px-2' : 'px-4';
  return (
    <>
      <Button
        ref={compareButton}
        variant={isInComparison ? 'secondary' : 'outline'}
        size={size}
        aria-label={isCard ? `${label}: ${productName}` : undefined}
        className={width}
        onPress={onAddToCompare}
      >
        {isInComparison ? <CheckIcon /> : <CompareIcon />}
        {label}
      </Button>
      {isInComparison && (
        <Button
          variant="ghost"
          size={size}
          aria-label={isCard ? `Remove ${productName} from comparison` : undefined}
          className={width}
          onPress={() => {
            compareButton.current?.focus();
            onRemoveFromCompare();
          }}
        >
          {isCard ? 'Remove' : 'Remove from comparison'}
        </Button>
      )}
    </>
  );
}
