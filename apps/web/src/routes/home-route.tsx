import { HomePage } from '@aurora-store/store-features';
import { KeepFirstFrame } from '../keep-first-frame';
import { useShopper } from '../use-shopper';

export function HomeRoute() {
  const { currency } = useShopper();
  return <HomePage currency={currency} keepFrame={<KeepFirstFrame />} />;
}
