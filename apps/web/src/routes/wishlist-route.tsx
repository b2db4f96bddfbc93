import { WishlistPage } from '@aurora-store/store-features';
import { useShopper } from '../use-shopper';
import { RequireSignIn } from './require-sign-in';

export function Component() {
  const { user, currency, onNavigate } = useShopper();
  return (
    <RequireSignIn>
      <WishlistPage user={user} currency={currency} onNavigate={onNavigate} />
    </RequireSignIn>
  );
}
