import { CartPage } from '@aurora-store/store-features';
import { useAtom } from 'jotai';
import { discountCodeAtom } from '../state/discount-code-atom';
import { useShopper } from '../use-shopper';

export function Component() {
  const { user, currency } = useShopper();
  const [discountCode, setDiscountCode] = useAtom(discountCodeAtom);
  return (
    <CartPage
      user={user}
      currency={currency}
      discountCode={discountCode}
      onDiscountCodeChange={setDiscountCode}
    />
  );
}
