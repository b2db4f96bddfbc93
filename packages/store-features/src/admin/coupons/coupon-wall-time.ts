import { type CalendarDateTime, parseAbsolute, toCalendarDateTime, toZoned } from '@internationalized/date';

/*
 * The admin edits a coupon's dates on their own wall clock. These two turn the API's instants into that clock's
 * date and time and back, in a time zone given (the browser's), so the same rule holds on any machine.
 */

/** The date and time an ISO-8601 instant shows on the wall clock of `timeZone` (a date field's value). */
export function wallTimeOf(isoDate: string, timeZone: string): CalendarDateTime {
  return toCalendarDateTime(parseAbsolute(isoDate, timeZone));
}

/**
 * A wall-clock date and time in `timeZone`, as ISO-8601 with that zone's offset at that moment
 * ('2026-11-01T00:00:00-04:00'). Across a change of the clocks, a time that happens twice is the earlier one and
 * a time the clocks skip moves on by the skip, as the server reads dates without a zone.
 */
export function isoWithOffset(wallTime: CalendarDateTime, timeZone: string): string {
  // ZonedDateTime writes its zone's name after the offset ('…-04:00[America/New_York]'); ISO-8601 stops before it.
  return toZoned(wallTime, timeZone, 'compatible')
    .toString()
    .replace(/\[[^\]]+\]$/, '');
}
