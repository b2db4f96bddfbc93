import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, daysInRange } from './admin-operations';
import {
  ANALYTICS_DATE_MESSAGE,
  ANALYTICS_DAYS_MESSAGE,
  ANALYTICS_RANGE_LENGTH_MESSAGE,
  ANALYTICS_RANGE_ORDER_MESSAGE,
  ANALYTICS_RANGE_PAIR_MESSAGE,
  ANALYTICS_YEARS_MESSAGE,
} from './messages';

describe('the days of a range', () => {
  it('counts both ends, across months, a leap day and a change of the clocks', () => {
    expect(daysInRange('2026-05-10', '2026-05-10')).toBe(1);
    expect(daysInRange('2026-01-25', '2026-02-03')).toBe(10);
    expect(daysInRange('2028-02-01', '2028-03-01')).toBe(30);
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInRange('2024-01-01', '2025-12-31')).toBe(731);
  });
});

describe('the analytics query', () => {
  const messages = (query: Record<string, string>) =>
    analyticsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message);

  it('is the default 30 days, a preset, or a range', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(analyticsQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    expect(analyticsQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('refuses each mistake with one message that says what is wrong', () => {
    expect(messages({ days: '14' })).toEqual([ANALYTICS_DAYS_MESSAGE]);
    expect(messages({ to: '2026-01-31' })).toEqual([ANALYTICS_RANGE_PAIR_MESSAGE]);
    expect(messages({ days: '7', from: '2026-01-01', to: '2026-01-31' })).toEqual([
      ANALYTICS_RANGE_PAIR_MESSAGE,
    ]);
    expect(messages({ from: '2026-02-01', to: '2026-01-31' })).toEqual([ANALYTICS_RANGE_ORDER_MESSAGE]);
    expect(messages({ from: '2024-01-01', to: '2026-01-01' })).toEqual([ANALYTICS_RANGE_LENGTH_MESSAGE]);
    expect(messages({ from: '2026-02-30', to: '2026-03-01' })).toEqual([ANALYTICS_DATE_MESSAGE]);
    expect(messages({ from: '1 Jan 2026', to: '2026-03-01' })).toEqual([ANALYTICS_DATE_MESSAGE]);
    expect(messages({ from: '0001-01-01', to: '0001-01-31' })).toEqual([
      ANALYTICS_YEARS_MESSAGE,
      ANALYTICS_YEARS_MESSAGE,
    ]);
    expect(messages({ from: '0000-01-01', to: '2026-01-31' })).toEqual([ANALYTICS_YEARS_MESSAGE]);
  });
});
