import { ProductsPage } from '@aurora-store/store-features';
import { useLocation, useNavigate } from 'react-router-dom';
import { KeepFirstFrame } from '../keep-first-frame';
import { useShopper } from '../use-shopper';

/** The filters live in the URL query, so a filtered page can be shared and Back undoes a filter. */
export function Component() {
  const shopper = useShopper();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ProductsPage
      query={location.search}
      onQueryChange={(search) => void navigate({ pathname: '/products', search })}
      currency={shopper.currency}
      compareIds={shopper.compareIds}
      onAddToCompare={shopper.onAddToCompare}
      onRemoveFromCompare={shopper.onRemoveFromCompare}
      keepFrame={<KeepFirstFrame />}
    />
  );
}
