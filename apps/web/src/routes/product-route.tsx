import { ProductDetailPage } from '@aurora-store/store-features';
import { useNavigate, useParams } from 'react-router-dom';
import { KeepFirstFrame } from '../keep-first-frame';
import { useShopper } from '../use-shopper';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const shopper = useShopper();
  return (
    <ProductDetailPage
      key={id}
      productId={id}
      user={shopper.user}
      currency={shopper.currency}
      compareIds={shopper.compareIds}
      onAddToCompare={shopper.onAddToCompare}
      onRemoveFromCompare={shopper.onRemoveFromCompare}
      onRequireLogin={shopper.onRequireLogin}
      onNavigate={shopper.onNavigate}
      onBack={() => void navigate(-1)}
      keepFrame={<KeepFirstFrame />}
    />
  );
}
