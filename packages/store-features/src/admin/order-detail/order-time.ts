const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When something happened to an order, to the minute: 'Oct 20, 2026, 3:19 PM', in the admin's time zone. */
export function formatAdminDateTime(isoDate: string): string {
  return dateTimeFormat.format(new Date(isoDate));
}
