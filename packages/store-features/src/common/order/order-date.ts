const orderDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** An order's date as the shopper reads it: 'October 20, 2026', in the shopper's own time zone. */
export function formatOrderDate(isoDate: string): string {
  return orderDateFormat.format(new Date(isoDate));
}
