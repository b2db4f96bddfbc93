import type { AuroraToastQueue } from './toast-queue';

export interface ToastRegionProps {
  /** The queue from `createToastQueue()`. */
  queue: AuroraToastQueue;
  /** @default 'Notifications' */
  'aria-label'?: string;
  className?: string;
}
