import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time statuses are read at: `fixed` when given (a story's clock), otherwise now, read again each minute so
 * a coupon turns Active or Expired on an open page without a reload.
 */
export function useCurrentTime(fixed: Date | undefined): Date {
  const [current, setCurrent] = useState(() => new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setCurrent(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? current;
}
