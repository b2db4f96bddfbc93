import { type ToastOptions, UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** The spec: "Toasts appear top-right for 4 seconds, up to 20 at once". */
export const TOAST_TIMEOUT_MS = 4000;
export const MAX_VISIBLE_TOASTS = 20;

export type ToastVariant = 'neutral' | 'success' | 'danger' | 'info';

/** What one toast says; a string is the title alone. */
export interface ToastMessage {
  title: string;
  description?: string;
  /** @default 'neutral' */
  variant?: ToastVariant;
}

/** React Aria's queue with Aurora's defaults: every toast closes itself after 4 s unless told otherwise. */
export class AuroraToastQueue extends ToastQueue<ToastMessage> {
  constructor() {
    super({ maxVisibleToasts: MAX_VISIBLE_TOASTS });
  }

  /** Shows a toast and returns its key, for `close`. A given `timeout` replaces the 4 s. */
  override add(message: ToastMessage | string, options: ToastOptions = {}): string {
    const content = typeof message === 'string' ? { title: message } : message;
    return super.add(content, { timeout: TOAST_TIMEOUT_MS, ...options });
  }
}

/**
 * A queue for one ToastRegion. Create it once, outside React (a module or the app's store), so any code
 * can raise a toast: `toasts.add({ title: 'Saved', variant: 'success' })`.
 */
export function createToastQueue(): AuroraToastQueue {
  return new AuroraToastQueue();
}
