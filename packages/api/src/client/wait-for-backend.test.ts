import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKEND_UNAVAILABLE_MESSAGE,
  BackendUnavailableError,
  healthRetryDelayMs,
  waitForBackend,
} from './wait-for-backend';

describe('healthRetryDelayMs', () => {
  it('waits 2 s times the attempt number for attempts 1-4, then 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(healthRetryDelayMs)).toEqual([2000, 4000, 6000, 8000, 5000, 5000, 5000]);
  });
});

describe('waitForBackend', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves on the first healthy answer without waiting', async () => {
    const check = vi.fn().mockResolvedValue(undefined);
    await expect(waitForBackend(check)).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('retries on the spec schedule and resolves when the backend wakes up', async () => {
    const check = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(undefined);
    const done = waitForBackend(check);

    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(3);
    await expect(done).resolves.toBeUndefined();
  });

  it('gives up after 10 attempts, 45 s of waiting, with the spec message', async () => {
    const check = vi.fn().mockRejectedValue(new Error('down'));
    const done = waitForBackend(check);
    const outcome = done.catch((error: unknown) => error);

    // 2+4+6+8 s for attempts 1-4, then 5 s after each of attempts 5-9.
    await vi.advanceTimersByTimeAsync(44_999);
    expect(check).toHaveBeenCalledTimes(9);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(10);

    const error = await outcome;
    expect(error).toBeInstanceOf(BackendUnavailableError);
    expect(error).toMatchObject({ message: BACKEND_UNAVAILABLE_MESSAGE, attempts: 10 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops waiting as soon as it is aborted', async () => {
    const check = vi.fn().mockRejectedValue(new Error('down'));
    const controller = new AbortController();
    const outcome = waitForBackend(check, { signal: controller.signal }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('left the page'));

    await expect(outcome).resolves.toMatchObject({ message: 'left the page' });
    expect(check).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
