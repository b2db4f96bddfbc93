import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortLived } from './short-lived';

describe('shortLived', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps nothing until a value is remembered', () => {
    expect(shortLived<string>(5000).fresh()).toBeUndefined();
  });

  it('answers what was remembered until the time is up', () => {
    const filters = shortLived<string>(5000);
    filters.remember('first');

    vi.advanceTimersByTime(4999);
    expect(filters.fresh()).toBe('first');
    vi.advanceTimersByTime(1);
    expect(filters.fresh()).toBeUndefined();
  });

  it('starts the time again with a newer value', () => {
    const filters = shortLived<string>(5000);
    filters.remember('first');
    vi.advanceTimersByTime(3000);
    filters.remember('second');

    vi.advanceTimersByTime(3000);
    expect(filters.fresh()).toBe('second');
  });

  it('keeps nothing with a TTL of 0', () => {
    const filters = shortLived<string>(0);
    filters.remember('value');
    expect(filters.fresh()).toBeUndefined();
  });
});
