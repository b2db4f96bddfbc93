import { AuroraToastQueue } from '../packages/ui/src/toast/toast-queue.ts';

/*
 * The toast queues a story raised toasts on. A toast closed itself 4 s after it showed, so whether a picture had it
 * depended on how busy the machine was (a failed load's toast was in one run's picture and not the next): here a
 * toast stays until closed, and toasts with a timeout of their own are held still while pictured.
 *
 * A module of its own, not the setup file's: the story files share one page and module graph, and the setup file
 * runs again for each of them, which would wrap `add` once more every time. A module runs once in the page.
 */
export const toastQueues = new Set<AuroraToastQueue>();

const addToast = AuroraToastQueue.prototype.add;
AuroraToastQueue.prototype.add = function (
  this: AuroraToastQueue,
  message: Parameters<typeof addToast>[0],
  options: Parameters<typeof addToast>[1] = {},
) {
  toastQueues.add(this);
  // The spec's 4 s depended on how long the rest of the play took; a story that sets its own timeout keeps it.
  return addToast.call(this, message, { timeout: undefined, ...options });
};
