import type { ComponentProps } from 'react';
import { DateSegment } from 'react-aria-components';
import { cn } from '../lib/cn';

/**
 * One segment of a date typed into a field (day, month, year, hour, a separator), as DateTimeField and
 * DateRangePicker draw it: the segment being typed into is marked by a fill, in system colours under high
 * contrast; separators and placeholders are muted.
 */
export function FieldDateSegment({ segment }: Pick<ComponentProps<typeof DateSegment>, 'segment'>) {
  return (
    <DateSegment
      segment={segment}
      className={({ isPlaceholder, isFocused, type }) =>
        cn(
          'rounded-sm px-0.5 tabular-nums caret-transparent outline-0',
          type === 'literal' && 'px-0 text-muted',
          isPlaceholder && 'text-muted',
          isFocused &&
            'bg-primary text-on-primary forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        )
      }
    />
  );
}
