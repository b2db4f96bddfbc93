import { useLayoutEffect } from 'react';

/** What a story learns of a screen's `keepFrame` slot: each hold, and what the page showed when let go. */
export interface FrameKeeping {
  log: string[];
  /** Reads the page where the app would take its first frame away. */
  describe: () => string;
  /** Empties the log; returns nothing, as a story's beforeEach may return only its cleanup. */
  reset: () => void;
}

export function frameKeeping(describe: () => string): FrameKeeping {
  const log: string[] = [];
  return {
    log,
    describe,
    reset: () => {
      log.length = 0;
    },
  };
}

/**
 * Stands in for the app's KeepFirstFrame (apps/web) in a screen's `keepFrame` slot: records each time the screen
 * holds the page's first frame, and what the page shows where the app would take the frame away (a microtask
 * after the commit that lets go of it).
 */
export function FrameKeeper({ keeping }: { keeping: FrameKeeping }) {
  useLayoutEffect(() => {
    keeping.log.push('kept');
    return () => queueMicrotask(() => keeping.log.push(`let go: ${keeping.describe()}`));
  }, [keeping]);
  return null;
}
