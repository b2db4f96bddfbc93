import { CheckoutPage } from '@aurora-store/store-features';
import { useShopper } from '../use-shopper';
import { RequireSignIn } from './require-sign-in';

/** The placed order travels to the confirmation as navigation state (spec section 2, Checkout). */
export function Component() {
  const { user, onNavigate } = useShopper();
  return (
    <RequireSignIn>
      <CheckoutPage
        user={user}
        onNavigate={onNavigate}
        onOrderPlaced={(placed) =>
          onNavigate(`/order-confirmation/${placed.order._id}`, { replace: true, state: placed })
        }
      />
    </RequireSignIn>
  );
}
