import {
  NotFoundPage,
  preloadHomePage,
  preloadProductDetailPage,
  preloadProductsPage,
} from '@aurora-store/store-features';
import { Spinner } from '@aurora-store/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { apiClient, setOpenLogin } from './api-client';
import { appStore } from './app-store';
import { HomeRoute } from './routes/home-route';
import { LAZY_SHOPPER_ROUTES, type LazyShopperPath } from './routes/lazy-routes';
import { RequireAdmin } from './routes/require-admin';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { ShopperLayout } from './routes/shopper-layout';
import { userAtom } from './state/session-atoms';
import { returnTo } from './use-shopper';

// The admin area is one chunk, fetched only once the guard has let an admin in: React.lazy renders (and so
// loads) only behind <RequireAdmin>, where a router `lazy` route would be fetched on navigation, guard or not.
const adminArea = () => import('./routes/admin/admin-area');
type AdminAreaModule = Awaited<ReturnType<typeof adminArea>>;
const AdminArea = lazy(() => adminArea().then((module) => ({ default: module.AdminArea })));

function AdminLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner aria-label="Loading the admin panel" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** An admin page: one of the admin chunk's route components, shown inside the admin layout once loaded. */
function adminPage(name: keyof AdminAreaModule['adminRoutes']) {
  const Page = lazy(() => adminArea().then((module) => ({ default: module.adminRoutes[name] })));
  return (
    <AdminLoading>
      <Page />
    </AdminLoading>
  );
}

/** Until the first page has opened: its data is read while its code loads. */
let isFirstPage = true;

/**
 * How long the first page waits for its read before it opens on its own loading state. Meanwhile the page's
 * frame, the same loading state drawn by the HTML, stays on screen. An answer within it is in SWR's cache when
 * the page first renders (a transition, split into short tasks: RouterOnceReady), which spares the page a
 * re-render when the answer comes, one long task (SWR's updates are synchronous, React cannot split them).
 */
const FIRST_READ_WAIT_MS = 400;

/**
 * A route loader that starts the page's read beside its chunk, on the first page of a visit only (later pages
 * open with the app warm, and a read started for a page that then answers from SWR's cache would linger), and
 * waits for its answer up to FIRST_READ_WAIT_MS.
 */
function onFirstPage(preloadPage: (args: LoaderFunctionArgs) => Promise<void>) {
  return async (args: LoaderFunctionArgs) => {
    if (isFirstPage) {
      await Promise.race([
        preloadPage(args),
        new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS)),
      ]);
    }
    return null;
  };
}

/** Each lazy shopper screen's chunk, by file; `LAZY_SHOPPER_ROUTES` names which route opens which. */
const routeModules = import.meta.glob<{ Component: ComponentType }>([
  './routes/*-route.tsx',
  '!./routes/home-route.tsx',
]);

function lazyRouteModule(module: string) {
  const load = routeModules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No route module routes/${module}.tsx for LAZY_SHOPPER_ROUTES`);
  return load;
}

/** The pages whose data is read beside their chunk on the first page of a visit. */
const FIRST_PAGE_LOADERS: Partial<Record<LazyShopperPath, LoaderFunction>> = {
  '/products': onFirstPage(({ request }) => preloadProductsPage(apiClient, new URL(request.url).search)),
  '/product/:id': onFirstPage(({ params }) =>
    preloadProductDetailPage(apiClient, params.id ?? '', appStore.get(userAtom)?._id ?? null),
  ),
};

/*
 * The routes of spec section 2. Home is in the first download; every other shopper screen is its own chunk,
 * fetched when its route opens, so a first visit pays only for /. A visit that starts on such a screen gets
 * its chunk named in the page's HTML (see lazy-routes.ts), so it downloads beside the app's script.
 *
 * Created by a call, not as the module loads: its first navigation (matching, the first page's loaders and
 * their requests) is the start-up's longest step, which main.tsx runs in a task of its own.
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          element: <ShopperLayout />,
          children: [
            { path: '/', loader: onFirstPage(() => preloadHomePage(apiClient)), element: <HomeRoute /> },
            ...LAZY_SHOPPER_ROUTES.map(({ path, module }) => ({
              path,
              loader: FIRST_PAGE_LOADERS[path],
              lazy: lazyRouteModule(module),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: '/admin',
          element: (
            <RequireAdmin>
              <AdminLoading>
                <AdminArea />
              </AdminLoading>
            </RequireAdmin>
          ),
          // The guard above covers every path below /admin, known or not.
          children: [
            { index: true, element: adminPage('dashboard') },
            { path: 'products', element: adminPage('products') },
            { path: 'products/create', element: adminPage('productForm') },
            { path: 'products/:id/edit', element: adminPage('productForm') },
            { path: 'orders', element: adminPage('orders') },
            { path: 'orders/:id', element: adminPage('orderDetail') },
            { path: 'users', element: adminPage('users') },
            { path: 'categories', element: adminPage('categories') },
            { path: 'coupons', element: adminPage('coupons') },
            { path: 'analytics', element: adminPage('analytics') },
            { path: '*', element: adminPage('notFound') },
          ],
        },
      ],
    },
  ]);

  router.subscribe((state) => {
    if (state.initialized) isFirstPage = false;
  });

  // A session that ends on a 401 opens /login, and signing in again comes back to the page the shopper was on.
  setOpenLogin(() => {
    const { location } = router.state;
    if (location.pathname !== '/login') void router.navigate('/login', { state: returnTo(location) });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
