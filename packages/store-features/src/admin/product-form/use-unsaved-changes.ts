import { useEffect, useRef } from 'react';

/**
 * Tells the app whether the form holds unsaved changes (its router then asks before leaving), and asks the
 * browser to warn before the tab is closed or reloaded while it does. Leaving the screen reports it clean.
 */
export function useUnsavedChanges(isDirty: boolean, onDirtyChange?: (isDirty: boolean) => void) {
  const report = useRef(onDirtyChange);
  report.current = onDirtyChange;

  useEffect(() => {
    report.current?.(isDirty);
  }, [isDirty]);

  useEffect(() => () => report.current?.(false), []);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
