import { useLayoutEffect } from 'react';
import { FIRST_FRAME_ID } from './first-frame-id';

let keepers = 0;

/**
 * Keeps the frame the page's HTML painted on screen while it is rendered, and takes it away once nothing keeps
 * it: the first screen of the app's own (the start-up screen, or the page) then replaces it in one commit, so
 * nothing flashes between them. The start-up gate and RouterOnceReady (until the first page's route has
 * loaded) each keep it in turn; the removal waits for the end of the commit, where the next keeper has taken
 * over.
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
