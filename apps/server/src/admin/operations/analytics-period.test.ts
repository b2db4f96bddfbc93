import { describe, expect, it } from 'vitest';
import { analyticsPeriod, growthPercent } from './analytics-period';

describe('the analytics period', () => {
  it('is the last N UTC days with today, and the N days before', () => {
    expect(analyticsPeriod(7, new Date('2026-03-04T23:30:00Z'))).toEqual({
      days: 7,
      from: '2026-02-26',
      to: '2026-03-04',
      previousFrom: '2026-02-19',
      previousTo: '2026-02-25',
      startsAt: new Date('2026-02-26T00:00:00Z'),
    });
  });

  it('counts days in UTC whatever the hour', () => {
    const period = analyticsPeriod(30, new Date('2026-01-01T00:00:00Z'));
    expect(period).toMatchObject({
      from: '2025-12-03',
      to: '2026-01-01',
      previousFrom: '2025-11-03',
      previousTo: '2025-12-02',
    });
  });

  it('spans a leap day in a year', () => {
    expect(analyticsPeriod(365, new Date('2028-12-31T12:00:00Z'))).toMatchObject({
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
