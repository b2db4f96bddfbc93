import { ComparisonPage } from '@aurora-store/store-features';
import { useShopper } from '../use-shopper';

export function Component() {
  const shopper = useShopper();
  return (
    <ComparisonPage
      compareIds={shopper.compareIds}
      user={shopper.user}
      currency={shopper.currency}
      onRemoveFromCompare={shopper.onRemoveFromCompare}
      onClearCompare={shopper.onClearCompare}
      onRequireLogin={shopper.onRequireLogin}
    />
  );
}
