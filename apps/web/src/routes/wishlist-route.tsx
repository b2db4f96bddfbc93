import { WishlistPage } from '@aurora-store/store-features';
import { useShopper } from '../use-shopper';

export function Component() {
  const { user, currency, onNavigate } = useShopper();
  return <WishlistPage user={user} currency={currency} onNavigate={onNavigate} />;
}
