import type { RefObject } from 'react';

/** About a second: long enough for a dialog to fade out and a list to drop the row. */
const WATCHED_FRAMES = 60;

/**
 * After a delete, the button that opened the dialog goes with its row, and React Aria has nowhere to return the
 * focus: it would fall to the page, and a keyboard user would start again from the top. For a moment, watch
 * for that and send the focus to `target` instead.
 */
export function focusWhenLost(target: RefObject<HTMLElement | null>) {
  let frame = 0;
  const watch = () => {
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      target.current?.focus();
      return;
    }
    frame += 1;
    if (frame < WATCHED_FRAMES) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}
