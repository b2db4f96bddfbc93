import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs`: each change restarts the wait, so a burst of
 * keystrokes settles into one value (and one request) instead of one per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
