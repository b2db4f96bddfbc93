import {
  Header,
  HomePage,
  ProductDetailPageFrame,
  ProductsPageFrame,
  ToastQueueProvider,
} from '@aurora-store/store-features';
import { AuroraBackground, createToastQueue } from '@aurora-store/ui';
import { ShopperFrame } from './routes/shopper-frame';

const nothing = () => undefined;

/**
 * The first frame of a page: what its HTML paints before any script has run. The build renders it into each
 * page (first-frame-plugin.ts); the app leaves it on screen until its own first screen is in
 * (keep-first-frame.tsx). It is the same for every visitor, because the HTML is: a signed-out header in the
 * default currency, and the page's shape without its data. Which frame a page gets follows the page the
 * server sends for its path: by the path's first segment.
 *
 * Nothing in it acts: the page sends it inert, and the app's own screen replaces it within the first health
 * check.
 */
export function FirstFrame({ pathname }: { pathname: string }) {
  const segment = pathname.split('/')[1] ?? '';
  // The admin panel has a layout of its own, loaded behind its guard: nothing of the shop's shows first.
  if (segment === 'admin') return null;
  return (
    <ToastQueueProvider queue={createToastQueue()}>
      <AuroraBackground />
      <ShopperFrame
        header={
          <Header
            user={null}
            currency="USD"
            onCurrencyChange={nothing}
            compareCount={0}
            onLogout={nothing}
            onNavigate={nothing}
          />
        }
      >
        <FirstFrameScreen segment={segment} />
      </ShopperFrame>
    </ToastQueueProvider>
  );
}

function FirstFrameScreen({ segment }: { segment: string }) {
  switch (segment) {
    case '':
      return <HomePage currency="USD" isFirstFrame />;
    case 'products':
      return <ProductsPageFrame />;
    case 'product':
      return <ProductDetailPageFrame onBack={nothing} />;
    default:
      // Every other page's content waits for its own code; the header and footer frame it meanwhile.
      return <main className="min-h-dvh" />;
  }
}
