import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { isoWithOffset, wallTimeOf } from './coupon-wall-time';

describe('wallTimeOf', () => {
  it("shows an instant on the admin's wall clock", () => {
    expect(wallTimeOf('2026-11-01T04:00:00.000Z', 'America/New_York').toString()).toBe('2026-11-01T00:00:00');
    expect(wallTimeOf('2026-11-01T04:00:00Z', 'UTC').toString()).toBe('2026-11-01T04:00:00');
    expect(wallTimeOf('2026-07-01T12:30:00+02:00', 'Asia/Kolkata').toString()).toBe('2026-07-01T16:00:00');
  });
});

describe('isoWithOffset', () => {
  it("writes the wall-clock time with the zone's offset at that moment", () => {
    expect(isoWithOffset(new CalendarDateTime(2026, 11, 1, 0, 0), 'America/New_York')).toBe(
      '2026-11-01T00:00:00-04:00',
    );
    expect(isoWithOffset(new CalendarDateTime(2026, 11, 1, 3, 0), 'America/New_York')).toBe(
      '2026-11-01T03:00:00-05:00',
    );
    expect(isoWithOffset(new CalendarDateTime(2026, 11, 1, 0, 0), 'UTC')).toBe('2026-11-01T00:00:00+00:00');
  });

  it('takes the first of a time that happens twice and moves a skipped time on', () => {
    expect(isoWithOffset(new CalendarDateTime(2026, 11, 1, 1, 30), 'America/New_York')).toBe(
      '2026-11-01T01:30:00-04:00',
    );
    expect(isoWithOffset(new CalendarDateTime(2026, 3, 8, 2, 30), 'America/New_York')).toBe(
      '2026-03-08T03:30:00-04:00',
    );
  });

  it('goes back to the same wall-clock time', () => {
    const wallTime = new CalendarDateTime(2026, 12, 24, 18, 45);
    expect(wallTimeOf(isoWithOffset(wallTime, 'Europe/Paris'), 'Europe/Paris')).toEqual(wallTime);
  });
});
