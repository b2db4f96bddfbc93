import { Footer, Header, ToastQueueProvider } from '@aurora-store/store-features';
import { AuroraBackground, ToastRegion } from '@aurora-store/ui';
import { useAtom, useSetAtom } from 'jotai';
import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toastQueue } from '../app-store';
import { compareListAtom } from '../state/preference-atoms';
import { signOutAtom } from '../state/session-atoms';
import { useShopper } from '../use-shopper';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The shopper area's frame: header, the route's screen, footer, and the toasts top-right. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <ToastQueueProvider queue={toastQueue}>
        <AuroraBackground />
        <div className="relative flex min-h-dvh flex-col">
          {/* Print Order prints the order, not the store around it. */}
          <div className="print:hidden">
            <ShopperHeader />
          </div>
          <div className="flex-1">
            <Outlet />
          </div>
          <div className="print:hidden">
            <Footer />
          </div>
        </div>
        <ToastRegion queue={toastQueue} />
      </ToastQueueProvider>
    </RouterProvider>
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
