import { AuroraBackground } from '@aurora-store/ui';
import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useNavigate } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Every screen's plain hrefs go through react-router, so links navigate without a page load. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <AuroraBackground />
      <div className="relative">
        <Outlet />
      </div>
    </RouterProvider>
  );
}
