import { CartPage } from '@aurora-store/store-features';
import { useShopper } from '../use-shopper';

export function Component() {
  const { user, currency } = useShopper();
  return <CartPage user={user} currency={currency} />;
}
