import {
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_RANGE_LENGTH_MESSAGE,
  type AnalyticsPeriodChoice,
  daysInRange,
} from '@aurora-store/api';
import { DateRangePicker } from '@aurora-store/ui';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { useDeferredValue, useMemo, useState } from 'react';

type Range = { start: CalendarDate; end: CalendarDate };

const rangeOf = (from: string, to: string): Range => ({ start: parseDate(from), end: parseDate(to) });
const lengthOf = (range: Range) => daysInRange(range.start.toString(), range.end.toString());

/**
 * Any range of days beside the presets (issue 15): it shows the period on screen, and a range typed or picked on
 * its calendar becomes the period, once it is whole and at most ANALYTICS_MAX_RANGE_DAYS long (the API's rule).
 * Until the period's days are known (a preset's come with the figures) it stands empty and disabled, so the
 * toolbar keeps its size and nothing beside it moves when they arrive.
 *
 * The period it shows follows a step behind the page (useDeferredValue): its date segments are many small
 * components, and drawn in their own render they are not part of the long task that draws the figures.
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
  const period = useDeferredValue(
    useMemo(() => (from !== null && to !== null ? rangeOf(from, to) : null), [from, to]),
  );
  // A range being typed or picked, kept while the period is the one it was typed over (a new period replaces it).
  const [edited, setEdited] = useState<{ over: Range | null; range: Range | null } | null>(null);
  const value = edited && edited.over === period ? edited.range : period;
  return (
    <DateRangePicker
      label="Custom range"
      // As wide empty as filled ("mm/dd/yyyy" is the wider), so the toolbar wraps the same way in both.
      className="min-w-68"
      value={value}
      isDisabled={period === null}
      onChange={(next) => {
        setEdited({ over: period, range: next });
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
