import { describe, expect, it } from 'vitest';
import { analyticsPeriod, growthPercent } from './analytics-period';

describe('the analytics period', () => {
  it('is the last N days of the store with today, and the N days before', () => {
    expect(analyticsPeriod({ days: 7 }, 'UTC', new Date('2026-03-04T23:30:00Z'))).toEqual({
      days: 7,
      timeZone: 'UTC',
      from: '2026-02-26',
      to: '2026-03-04',
      previousFrom: '2026-02-19',
      previousTo: '2026-02-25',
      startsAt: new Date('2026-02-26T00:00:00Z'),
      endsBefore: new Date('2026-03-05T00:00:00Z'),
      previousStartsAt: new Date('2026-02-19T00:00:00Z'),
    });
  });

  it("takes today and the days' bounds from the store's time zone", () => {
    // 02:30 in UTC on 1 January is still 31 December in New York (UTC-5 in winter).
    expect(analyticsPeriod({ days: 30 }, 'America/New_York', new Date('2026-01-01T02:30:00Z'))).toEqual({
      days: 30,
      timeZone: 'America/New_York',
      from: '2025-12-02',
      to: '2025-12-31',
      previousFrom: '2025-11-02',
      previousTo: '2025-12-01',
      startsAt: new Date('2025-12-02T05:00:00Z'),
      endsBefore: new Date('2026-01-01T05:00:00Z'),
      previousStartsAt: new Date('2025-11-02T04:00:00Z'),
    });
  });

  it('has a 23-hour day where the clocks go forward', () => {
    const period = analyticsPeriod({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Paris');
    expect(period.startsAt).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(period.endsBefore).toEqual(new Date('2026-03-29T22:00:00Z'));
  });

  it('is the range asked for, and as many days just before it', () => {
    expect(analyticsPeriod({ from: '2026-02-01', to: '2026-02-28' }, 'UTC')).toMatchObject({
      days: 28,
      from: '2026-02-01',
      to: '2026-02-28',
      previousFrom: '2026-01-04',
      previousTo: '2026-01-31',
    });
    expect(analyticsPeriod({ from: '2026-05-10', to: '2026-05-10' }, 'UTC')).toMatchObject({
      days: 1,
      previousFrom: '2026-05-09',
      previousTo: '2026-05-09',
    });
  });

  it('spans a leap day in a year', () => {
    expect(analyticsPeriod({ days: 365 }, 'UTC', new Date('2028-12-31T12:00:00Z'))).toMatchObject({
      from: '2028-01-02',
      to: '2028-12-31',
      previousTo: '2028-01-01',
    });
  });
});

describe('growth', () => {
  it('is the change in percent with one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 200)).toBe(-75);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(0, 7)).toBe(-100);
  });

  it('is null when there was nothing to grow from', () => {
    expect(growthPercent(10, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });
});
