import { useEffect, useState } from 'react';

/** Whole seconds since the component mounted, ticking every second while `running`. */
export function useElapsedSeconds(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    // Derived from the clock, not counted, so a throttled background tab still shows the true time.
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}
