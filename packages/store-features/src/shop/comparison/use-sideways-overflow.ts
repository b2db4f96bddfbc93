import { type RefObject, useLayoutEffect, useState } from 'react';

export interface SidewaysOverflow {
  /** The content is wider than its frame: the frame scrolls sideways. */
  isScrollable: boolean;
  /** Some of it still lies past the frame's end edge. */
  hasMoreAtEnd: boolean;
}

/**
 * Whether the sideways scroller `selector` finds inside `container` overflows, and whether more lies to its
 * end, kept up to date as it scrolls and as it or its content resizes.
 */
export function useSidewaysOverflow(
  container: RefObject<HTMLElement | null>,
  selector: string,
): SidewaysOverflow {
  const [overflow, setOverflow] = useState<SidewaysOverflow>({ isScrollable: false, hasMoreAtEnd: false });
  useLayoutEffect(() => {
    const scroller = container.current?.querySelector<HTMLElement>(selector);
    if (!scroller) return;
    const measure = () => {
      const hidden = scroller.scrollWidth - scroller.clientWidth;
      // A pixel of slack: zoom and fractional widths leave scrollLeft a hair short of the end.
      const next = { isScrollable: hidden > 1, hasMoreAtEnd: hidden - Math.abs(scroller.scrollLeft) > 1 };
      setOverflow((last) =>
        last.isScrollable === next.isScrollable && last.hasMoreAtEnd === next.hasMoreAtEnd ? last : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    for (const child of scroller.children) observer.observe(child);
    scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, [container, selector]);
  return overflow;
}
