import { describe, expect, it } from 'vitest';
import { storeWallTimeReader } from './admin-coupons-wall-time';

describe('storeWallTimeReader', () => {
  it('reads a wall-clock time in UTC, with or without seconds', () => {
    const read = storeWallTimeReader('UTC');
    expect(read('2026-11-01T00:00').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(read('2026-11-01T00:00:45').toISOString()).toBe('2026-11-01T00:00:45.000Z');
    expect(read('2026-11-01T00:00:45.250').toISOString()).toBe('2026-11-01T00:00:45.250Z');
  });

  it("follows the store's zone across its change of the clocks (New York, 1 November 2026)", () => {
    const read = storeWallTimeReader('America/New_York');
    // Summer time (UTC-4) until 2:00, then standard time (UTC-5).
    expect(read('2026-11-01T00:00').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(read('2026-11-01T03:00:00').toISOString()).toBe('2026-11-01T08:00:00.000Z');
    // 1:30 happens twice: the first one.
    expect(read('2026-11-01T01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('moves a time the clocks skip on by the skip (New York, 8 March 2026)', () => {
    expect(storeWallTimeReader('America/New_York')('2026-03-08T02:30').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});
