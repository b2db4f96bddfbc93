import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_DELAY_MS, delayBeforeNextAttempt, retrySchedule } from './retry-schedule';

const MINUTE = 60_000;

describe('delayBeforeNextAttempt', () => {
  const schedule = retrySchedule();

  it('waits 30 s after the first failure, then doubles the wait', () => {
    expect(DEFAULT_RETRY_DELAY_MS).toBe(30_000);
    expect([1, 2, 3, 4, 5].map((failed) => delayBeforeNextAttempt(schedule, failed))).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
    ]);
  });

  it('never waits more than an hour between attempts', () => {
    expect(delayBeforeNextAttempt(schedule, 8)).toBe(60 * MINUTE);
    expect(delayBeforeNextAttempt(schedule, 9)).toBe(60 * MINUTE);
  });

  it('gives up after the tenth attempt, about three hours after the first', () => {
    expect(delayBeforeNextAttempt(schedule, 10)).toBeUndefined();
    expect(delayBeforeNextAttempt(schedule, 11)).toBeUndefined();
    const waits = Array.from({ length: 9 }, (_, index) => delayBeforeNextAttempt(schedule, index + 1) ?? 0);
    const totalMinutes = waits.reduce((sum, wait) => sum + wait, 0) / MINUTE;
    expect(totalMinutes).toBeGreaterThan(2.5 * 60);
    expect(totalMinutes).toBeLessThan(3.5 * 60);
  });

  it('keeps a short first delay (tests, impatient operators) and its cap consistent', () => {
    const quick = retrySchedule(20);
    expect(delayBeforeNextAttempt(quick, 1)).toBe(20);
    expect(delayBeforeNextAttempt(quick, 3)).toBe(80);
    expect(retrySchedule(2 * 60 * MINUTE).maxDelayMs).toBe(2 * 60 * MINUTE);
  });

  it('stays a finite number however large the attempt count', () => {
    expect(delayBeforeNextAttempt({ ...schedule, maxAttempts: 1000 }, 500)).toBe(60 * MINUTE);
  });
});
