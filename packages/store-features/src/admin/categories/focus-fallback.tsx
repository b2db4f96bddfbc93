import { type RefObject, useLayoutEffect } from 'react';

/**
 * Put inside a dialog. When the control that opened it is gone by the time it closes (the deleted card's
 * button, the empty state's Add Category), React Aria can give focus back to nothing and a keyboard user
 * starts again from the top of the page; this sends focus to `to` instead. React Aria's own return runs
 * first (its scope is the parent, so its cleanup is queued first) and wins whenever the opener is still there.
 */
export function FocusFallback({ to }: { to: RefObject<HTMLElement | null> }) {
  useLayoutEffect(
    () => () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) to.current?.focus();
      });
    },
    [to],
  );
  return null;
}
