import { OrderDetailPage } from '@aurora-store/store-features';
import { useParams } from 'react-router-dom';
import { useShopper } from '../use-shopper';
import { RequireSignIn } from './require-sign-in';

/** An order is its owner's: signed out, the link goes to /login and back here after (spec section 8). */
export function Component() {
  const { id = '' } = useParams();
  const { onNavigate } = useShopper();
  return (
    <RequireSignIn>
      <OrderDetailPage key={id} orderId={id} onNavigate={onNavigate} />
    </RequireSignIn>
  );
}
