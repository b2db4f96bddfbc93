import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './order-date';

describe('formatOrderDate', () => {
  it('writes the month in words, the day and the year', () => {
    // Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatOrderDate('2026-10-20T12:00:00.000Z')).toBe('October 20, 2026');
  });
});
