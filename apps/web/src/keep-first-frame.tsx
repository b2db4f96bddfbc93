import { useLayoutEffect } from 'react';

/** The element the build paints the page's first frame in (first-frame-plugin.ts's FIRST_FRAME_ID). */
const FIRST_FRAME_ID = 'first-frame';

let keepers = 0;

/**
 * Keeps the frame the page's HTML painted on screen while it is rendered, and takes it away once nothing keeps
 * it: the first screen of the app's own (the start-up screen, or the page) then replaces it in one commit, so
 * nothing flashes between them. The start-up gate and the router's first-load fallback each keep it in turn;
 * the removal waits for the end of the commit, where the next keeper has taken over.
 */
export function KeepFirstFrame() {
  useLayoutEffect(() => {
    keepers += 1;
    return () => {
      keepers -= 1;
      queueMicrotask(() => {
        if (keepers === 0) document.getElementById(FIRST_FRAME_ID)?.remove();
      });
    };
  }, []);
  return null;
}
