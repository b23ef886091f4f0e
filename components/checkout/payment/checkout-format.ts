const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jul 1, 2026, 3:30 PM" in the shopper's own time zone, or "" for a time that cannot be read. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MOMENT.format(date);
}
