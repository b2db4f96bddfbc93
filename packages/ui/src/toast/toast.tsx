import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ToastRegionProps } from './toast-region-props';

export type { ToastRegionProps } from './toast-region-props';

// React Aria's region, landmark and toast code (about 4 KiB compressed) is fetched with the first toast rather
// than on every first visit: until then the region draws nothing, as React Aria's own does with no toast.
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/**
 * Where toasts appear: top-right, newest on top (React Aria's queue lists newest first), each for 4 s, up to 20
 * at once. Render it once, at the app's root. It is a landmark (F6 reaches it), and hovering or focusing it
 * pauses the timers so a toast does not vanish while someone reads it.
 */
export function ToastRegion(props: ToastRegionProps) {
  const { queue } = props;
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  // Once drawn it stays, so the last toast's exit is animated by the region that showed it.
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!hasToasts && !needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList {...props} />
    </Suspense>
  );
}
