import { describe, expect, it } from 'vitest';
import { readAnalyticsQuery, writeAnalyticsQuery } from './analytics-query';

describe('the analytics period in the URL', () => {
  it('reads a preset, a range, and the default 30 days for anything the API would refuse', () => {
    expect(readAnalyticsQuery('?days=7')).toEqual({ days: 7 });
    expect(readAnalyticsQuery('?from=2026-01-01&to=2026-01-31')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(readAnalyticsQuery('')).toEqual({ days: 30 });
    expect(readAnalyticsQuery('?days=14')).toEqual({ days: 30 });
    expect(readAnalyticsQuery('?from=2026-02-01&to=2026-01-01')).toEqual({ days: 30 });
  });

  it('writes the default as no query at all, and reads back what it wrote', () => {
    expect(writeAnalyticsQuery({ days: 30 })).toBe('');
    expect(writeAnalyticsQuery({ days: 365 })).toBe('?days=365');
    const range = { from: '2026-03-01', to: '2026-03-31' };
    expect(readAnalyticsQuery(writeAnalyticsQuery(range))).toEqual(range);
  });
});
