// How the console writes times and money. Times are shown in UTC, as the server filters them (a
// "from" day is a UTC day), and the same on the server and in the browser, so a page's first
// paint and its hydration agree.

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Nov 24, 2026, 14:29 UTC"; a dash for no time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${DATE_TIME.format(date)} UTC`;
}

/** "Nov 24, 2026"; in `timeZone` when given (the dashboard's days begin at the shop's midnight). */
export function formatDay(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  if (!timeZone) return DAY.format(date);
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

/** Integer US cents as dollars: 1234 → "$12.34", -500 → "-$5.00". */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}
