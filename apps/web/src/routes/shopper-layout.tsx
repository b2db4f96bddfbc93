import { Header } from '@aurora-store/store-features';
import { useAtom, useSetAtom } from 'jotai';
import { Outlet } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { compareListAtom } from '../state/preference-atoms';
import { signOutAtom } from '../state/session-atoms';
import { useShopper } from '../use-shopper';
import { ShopperFrame } from './shopper-frame';

/** The shopper area's frame: header, the route's screen, footer. */
export function ShopperLayout() {
  return (
    <ShopperFrame header={<ShopperHeader />}>
      <Outlet />
    </ShopperFrame>
  );
}

function ShopperHeader() {
  const shopper = useShopper();
  const [compareIds] = useAtom(compareListAtom);
  const signOut = useSetAtom(signOutAtom);
  const { mutate } = useSWRConfig();
  return (
    <Header
      user={shopper.user}
      currency={shopper.currency}
      onCurrencyChange={shopper.setCurrency}
      compareCount={compareIds.length}
      onNavigate={shopper.onNavigate}
      onLogout={() => {
        signOut();
        // Nothing of this shopper's (cart, wishlist, orders) may show to whoever signs in next.
        void mutate(() => true, undefined, { revalidate: false });
        shopper.onNavigate('/');
      }}
    />
  );
}
