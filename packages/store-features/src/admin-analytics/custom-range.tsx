import {
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_RANGE_LENGTH_MESSAGE,
  type AnalyticsPeriodChoice,
  daysInRange,
} from '@aurora-store/api';
import { DateRangePicker } from '@aurora-store/ui';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { useEffect, useState } from 'react';

type Range = { start: CalendarDate; end: CalendarDate };

const rangeOf = (from: string, to: string): Range => ({ start: parseDate(from), end: parseDate(to) });
const lengthOf = (range: Range) => daysInRange(range.start.toString(), range.end.toString());

/**
 * Any range of days beside the presets (issue 15): it shows the period on screen, and a range typed or picked on
 * its calendar becomes the period, once it is whole and at most ANALYTICS_MAX_RANGE_DAYS long (the API's rule).
 * Until the period's days are known (a preset's come with the figures) it stands empty and disabled, so the
 * toolbar keeps its size and nothing beside it moves when they arrive.
 */
export function CustomRange({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (period: AnalyticsPeriodChoice) => void;
}) {
  const known = from !== null && to !== null;
  const [value, setValue] = useState<Range | null>(() => (known ? rangeOf(from, to) : null));
  useEffect(() => setValue(from !== null && to !== null ? rangeOf(from, to) : null), [from, to]);
  return (
    <DateRangePicker
      label="Custom range"
      value={value}
      isDisabled={!known}
      onChange={(next) => {
        setValue(next);
        if (next && lengthOf(next) <= ANALYTICS_MAX_RANGE_DAYS) {
          onChange({ from: next.start.toString(), to: next.end.toString() });
        }
      }}
      validate={(range) =>
        range && lengthOf(range) > ANALYTICS_MAX_RANGE_DAYS ? ANALYTICS_RANGE_LENGTH_MESSAGE : null
      }
      validationBehavior="aria"
    />
  );
}
