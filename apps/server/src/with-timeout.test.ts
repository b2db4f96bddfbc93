import { afterEach, describe, expect, it, vi } from 'vitest';
import { PING_TIMEOUT_MS } from './db/database';
import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects a query that hangs past the deadline, so health answers 503 instead of hanging', async () => {
    vi.useFakeTimers();
    const hanging = new Promise<never>(() => {});

    const outcome = withTimeout(hanging, PING_TIMEOUT_MS, 'too slow');
    const assertion = expect(outcome).rejects.toThrow('too slow');
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS);

    await assertion;
  });

  it('passes through an answer that comes in time', async () => {
    await expect(withTimeout(Promise.resolve('answer'), PING_TIMEOUT_MS, 'too slow')).resolves.toBe('answer');
  });
});
