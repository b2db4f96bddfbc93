/** Today's date where the store is (STORE_TIME_ZONE), 'YYYY-MM-DD': the day its staff read on their clocks. */
export function storeToday(timeZone: string, now: Date = new Date()): string {
  // The en-CA calendar date is written YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
