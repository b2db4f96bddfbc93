import type { RefObject } from 'react';

/**
 * Long enough for a dialog to fade out, the answer to come and the list to drop the row, on a loaded machine
 * too: sixty frames (about a second) were seen to end before the bulk bar went, on a CI run, and the focus
 * then fell to the page.
 */
const WATCH_MS = 4000;

/**
 * After a delete, the button that opened the dialog goes with its row, and React Aria has nowhere to return the
 * focus: it would fall to the page, and a keyboard user would start again from the top. For a moment, watch
 * for that and send the focus to `target` instead, each time it falls (the dialog's close and the list's
 * refresh can each drop it).
 */
export function focusWhenLost(target: RefObject<HTMLElement | null>) {
  const until = performance.now() + WATCH_MS;
  const watch = () => {
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) target.current?.focus();
    if (performance.now() < until) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}
