import { ToastQueueProvider } from '@aurora-store/store-features';
import { AuroraBackground, ToastRegion } from '@aurora-store/ui';
import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useNavigate } from 'react-router-dom';
import { toastQueue } from '../app-store';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * What every screen, shopper or admin, sits in: React Aria's links routed through React Router, the toast
 * queue and its region top-right, and the aurora behind.
 */
export function RootLayout() {
  const navigate = useNavigate();
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
