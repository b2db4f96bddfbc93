import { MyOrdersPage } from '@aurora-store/store-features';
import { useShopper } from '../use-shopper';

export function Component() {
  const { user } = useShopper();
  return <MyOrdersPage user={user} />;
}
