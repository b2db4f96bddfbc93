import { useCallback, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { KeepFirstFrame } from './keep-first-frame';
import type { AppRouter } from './router';

/**
 * The router's screens, once its first navigation has settled (the first page's lazy route loaded); until then
 * the page's frame stays.
 *
 * RouterProvider reads the router's state as it renders and subscribes to it only once committed. The store
 * renders as a transition, in slices with other tasks between them, so a first navigation that settled
 * between the two was never heard of: the page kept its frame for good (seen on a busy machine, about one
 * visit in thirty). useSyncExternalStore re-reads the state after subscribing, so RouterProvider is rendered
 * only with a settled router. (A navigation the app itself makes in that window, a 401 on the first page's
 * read opening /login, could still be missed the same way; none has been seen.)
 */
export function RouterOnceReady({ router }: { router: AppRouter }) {
  const subscribe = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  const initialized = useSyncExternalStore(subscribe, () => router.state.initialized);
  return initialized ? <RouterProvider router={router} /> : <KeepFirstFrame />;
}
