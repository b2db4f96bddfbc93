import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortLived } from './short-lived';

describe('shortLived', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from memory until the time is up, then loads again', async () => {
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const filters = shortLived(load, 5000);

    await expect(filters()).resolves.toBe('first');
    vi.advanceTimersByTime(4999);
    await expect(filters()).resolves.toBe('first');
    vi.advanceTimersByTime(1);
    await expect(filters()).resolves.toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers who ask at the same moment', async () => {
    const load = vi.fn().mockResolvedValue('value');
    const filters = shortLived(load, 5000);
    await Promise.all([filters(), filters(), filters()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const filters = shortLived(load, 5000);
    await expect(filters()).rejects.toThrow('down');
    await expect(filters()).resolves.toBe('back');
  });

  it('loads every time with a TTL of 0', async () => {
    const load = vi.fn().mockResolvedValue('value');
    const filters = shortLived(load, 0);
    await filters();
    await filters();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
