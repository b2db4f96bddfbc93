import { CheckoutPage } from '@aurora-store/store-features';
import { useAtom } from 'jotai';
import { discountCodeAtom } from '../state/discount-code-atom';
import { useShopper } from '../use-shopper';
import { RequireSignIn } from './require-sign-in';

/** The placed order travels to the confirmation as navigation state (spec section 2, Checkout). */
export function Component() {
  const { user, onNavigate } = useShopper();
  const [discountCode, setDiscountCode] = useAtom(discountCodeAtom);
  return (
    <RequireSignIn>
      <CheckoutPage
        user={user}
        onNavigate={onNavigate}
        discountCode={discountCode}
        onDiscountCodeChange={setDiscountCode}
        onOrderPlaced={(placed) => {
          // The code was used on this order: the next cart starts without it.
          setDiscountCode(null);
          onNavigate(`/order-confirmation/${placed.order._id}`, { replace: true, state: placed });
        }}
      />
    </RequireSignIn>
  );
}
