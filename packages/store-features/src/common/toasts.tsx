import type { AuroraToastQueue } from '@aurora-store/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

const ToastQueueContext = createContext<AuroraToastQueue | null>(null);

/** The app (or a story) hands every screen the one toast queue its ToastRegion shows. */
export function ToastQueueProvider({ queue, children }: { queue: AuroraToastQueue; children: ReactNode }) {
  return <ToastQueueContext.Provider value={queue}>{children}</ToastQueueContext.Provider>;
}

export interface Toasts {
  success: (title: string) => void;
  error: (title: string) => void;
  info: (title: string) => void;
}

/** Raises the spec's toasts (section 8) on the app's queue: top-right, 4 seconds, up to 20 at once. */
export function useToasts(): Toasts {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToasts needs a <ToastQueueProvider> above it');
  return useMemo(
    () => ({
      success: (title) => queue.add({ title, variant: 'success' }),
      error: (title) => queue.add({ title, variant: 'danger' }),
      info: (title) => queue.add({ title, variant: 'info' }),
    }),
    [queue],
  );
}
