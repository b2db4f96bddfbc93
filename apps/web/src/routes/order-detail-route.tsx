import { OrderDetailPage } from '@aurora-store/store-features';
import { useParams } from 'react-router-dom';
import { useShopper } from '../use-shopper';

export function Component() {
  const { id = '' } = useParams();
  const { onNavigate } = useShopper();
  return <OrderDetailPage key={id} orderId={id} onNavigate={onNavigate} />;
}
