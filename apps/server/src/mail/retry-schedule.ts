/**
 * When a mail that could not be sent is tried again: the wait doubles from `firstDelayMs` after each failed
 * attempt (30 s, 1 min, 2 min, 4 min …) up to `maxDelayMs`; after `maxAttempts` attempts it is given up.
 * With the defaults a mail is tried 10 times over about three hours: long enough to outlast an SMTP server's
 * restart or an afternoon's outage, short enough that a mail about a shipped order does not arrive days late.
 */
export interface RetrySchedule {
  firstDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_RETRY_DELAY_MS = 30_000;

export function retrySchedule(firstDelayMs: number = DEFAULT_RETRY_DELAY_MS): RetrySchedule {
  return { firstDelayMs, maxDelayMs: Math.max(firstDelayMs, 60 * 60_000), maxAttempts: 10 };
}

/**
 * The wait before the next attempt, given how many attempts have failed so far (1 after the first);
 * undefined once the schedule has no attempt left.
 */
export function delayBeforeNextAttempt(schedule: RetrySchedule, failedAttempts: number): number | undefined {
  if (failedAttempts >= schedule.maxAttempts) return undefined;
  const doublings = Math.max(failedAttempts - 1, 0);
  // Capped before multiplying too: 2 ** 60 times a delay is no longer an exact number of milliseconds.
  return Math.min(schedule.firstDelayMs * 2 ** Math.min(doublings, 40), schedule.maxDelayMs);
}
