const adminDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A date in the admin's lists, short enough for a table cell: 'Nov 21, 2026', in the admin's time zone. */
export function formatAdminDate(isoDate: string): string {
  return adminDateFormat.format(new Date(isoDate));
}
