import { describe, expect, it } from 'vitest';
import { bestDay, DAY_LABEL_SLOT_PX, dayLabel, dayLabelInterval, pairDays } from './daily-figures';

const day = (date: string, revenue: number, orders: number) => ({ date, revenue, orders });

describe('the days of two periods side by side', () => {
  const pairs = pairDays({
    revenueByDay: [day('2026-03-02', 10, 1), day('2026-03-03', 0, 0), day('2026-03-04', 25.5, 2)],
    previousRevenueByDay: [day('2026-02-27', 5, 1), day('2026-02-28', 40, 3), day('2026-03-01', 0, 0)],
  });

  it('puts day k of the previous period beside day k of this one', () => {
    expect(pairs[1]).toEqual({
      date: '2026-03-03',
      previousDate: '2026-02-28',
      revenue: 0,
      previousRevenue: 40,
      orders: 0,
      previousOrders: 3,
    });
  });

  it("finds this period's best day by revenue, and none when nothing sold", () => {
    expect(bestDay(pairs)?.date).toBe('2026-03-04');
    expect(bestDay(pairs.map((pair) => ({ ...pair, revenue: 0 })))).toBeUndefined();
  });

  it('writes a day short, with its year when asked', () => {
    expect(dayLabel('2026-03-04')).toBe('4 Mar');
    expect(dayLabel('2026-03-04', true)).toBe('4 Mar 2026');
  });
});

describe("the chart's day labels", () => {
  const labelsShown = (days: number, plotWidth: number) => {
    const interval = dayLabelInterval(days, plotWidth);
    return Array.from({ length: days }, (_, index) => index).filter((index) => index % (interval + 1) === 0)
      .length;
  };

  it('labels every day of a week on a wide chart', () => {
    expect(labelsShown(7, 1000)).toBe(7);
  });

  it('never shows more labels than the plot has room for, and uses most of that room', () => {
    for (const plotWidth of [250, 420, 1000]) {
      const room = Math.floor(plotWidth / DAY_LABEL_SLOT_PX);
      for (const days of [7, 30, 31, 90, 365, 366]) {
        expect(labelsShown(days, plotWidth)).toBeLessThanOrEqual(Math.max(room, 2));
        expect(labelsShown(days, plotWidth)).toBeGreaterThanOrEqual(Math.min(days, room) / 2);
      }
    }
  });

  it('shows two labels before the chart is measured', () => {
    expect(labelsShown(30, 0)).toBe(2);
  });
});
