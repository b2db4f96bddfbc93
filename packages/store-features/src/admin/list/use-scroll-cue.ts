import { type RefObject, useEffect, useState } from 'react';

export interface ScrollCue {
  /** More of the table lies before what shows (scrolled sideways). */
  hasMoreBefore: boolean;
  /** More of the table lies after what shows: the columns cut off on a narrow screen. */
  hasMoreAfter: boolean;
}

/**
 * Whether a sideways-scrolling frame inside `container` (ui's table frame) hides columns on either side, kept
 * up to date as it scrolls and as the window or the table resizes. `frameShown` names which frame is in the
 * container now (the loading placeholder's, then the table's): each is a new element to watch.
 */
export function useScrollCue(
  container: RefObject<HTMLElement | null>,
  frameSelector: string,
  frameShown: string,
): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>({ hasMoreBefore: false, hasMoreAfter: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: frameShown changes when the frame element does, which the effect's query finds.
  useEffect(() => {
    const frame = container.current?.querySelector<HTMLElement>(frameSelector);
    if (!frame) return;
    const measure = () => {
      // A pixel of slack: zoomed layouts leave fractions that never scroll.
      const hasMoreBefore = frame.scrollLeft > 1;
      const hasMoreAfter = frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1;
      setCue((last) =>
        last.hasMoreBefore === hasMoreBefore && last.hasMoreAfter === hasMoreAfter
          ? last
          : { hasMoreBefore, hasMoreAfter },
      );
    };
    frame.addEventListener('scroll', measure, { passive: true });
    // Its first call comes as observing starts, after the browser's own layout: measured here, in the effect,
    // the table just committed was laid out in the same task as its render (27 ms of a 10-row orders page).
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    const table = frame.firstElementChild;
    if (table) observer.observe(table);
    return () => {
      frame.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [container, frameSelector, frameShown]);
  return cue;
}
