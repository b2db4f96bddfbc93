import { routeTitleOf } from '@aurora-store/api';
import { ToastQueueProvider, useDocumentTitle } from '@aurora-store/store-features';
import { AuroraBackground, ToastRegion } from '@aurora-store/ui';
import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { toastQueue } from '../app-store';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * What every screen, shopper or admin, sits in: React Aria's links routed through React Router, the toast
 * queue and its region top-right, and the aurora behind. The tab's title follows the page (the catalogue and the
 * product page title themselves from what they show).
 */
export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle(routeTitleOf(useLocation().pathname));
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <ToastQueueProvider queue={toastQueue}>
        <AuroraBackground />
        <Outlet />
        <ToastRegion queue={toastQueue} />
      </ToastQueueProvider>
    </RouterProvider>
  );
}
