/**
 * The long date the portal's date fields and text show ('November 26, 2026'; issue 24 item 5), as
 * apps/web/src/lib/dates.ts writes it: what a date field holds once the date is typed and left.
 */
const longDate = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function longDateOf(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}
