import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { KeepFirstFrame } from './keep-first-frame';
import type { AppRouter } from './router';

/**
 * The router's screens, once its first navigation has settled (the first page's lazy route loaded, its read
 * answered or waited for); until then the page's frame stays.
 *
 * RouterProvider reads the router's state as it renders and subscribes to it only once committed. The store
 * renders as a transition, in slices with other tasks between them, so a first navigation that settled
 * between the two was never heard of: the page kept its frame for good (seen on a busy machine, about one
 * visit in thirty). So RouterProvider is rendered only with a settled router, and the settling is looked for
 * again once subscribed. The first page then renders as a transition too, in slices: a synchronous update
 * (useSyncExternalStore's) would render the whole page in one long task. (A navigation the app itself makes in
 * that window, a 401 on the first page's read opening /login, could still be missed; none has been seen.)
 */
export function RouterOnceReady({ router }: { router: AppRouter }) {
  const [initialized, setInitialized] = useState(router.state.initialized);
  useEffect(() => {
    if (initialized) return;
    const showOnceSettled = () => {
      if (router.state.initialized) startTransition(() => setInitialized(true));
    };
    const unsubscribe = router.subscribe(showOnceSettled);
    // Settled between this component's render and its subscription: not heard, but seen here.
    showOnceSettled();
    return unsubscribe;
  }, [router, initialized]);
  return initialized ? <RouterProvider router={router} /> : <KeepFirstFrame />;
}
