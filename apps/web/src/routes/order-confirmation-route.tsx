import { OrderConfirmationPage, type PlacedOrder } from '@aurora-store/store-features';
import { useLocation, useParams } from 'react-router-dom';
import { RequireSignIn } from './require-sign-in';

/**
 * Uses the order checkout handed over when there is one, else loads it by id. A confirmation is its owner's:
 * signed out, a shared or bookmarked link goes to /login and back here after (spec section 8).
 */
export function Component() {
  const { orderId } = useParams();
  const placed = (useLocation().state as PlacedOrder | null) ?? undefined;
  return (
    <RequireSignIn>
      <OrderConfirmationPage orderId={orderId} placed={placed} />
    </RequireSignIn>
  );
}
