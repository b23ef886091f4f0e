// Numbers and dates as the shop writes them in English ("1,234", "March 2, 2025"), without Intl.
//
// A browser builds its locale data the first time a page asks Intl (or toLocaleString) for a
// format: 17–30 ms on this machine's Node.js, and 160 ms of a product page's main thread in a
// Lighthouse run at 4 × CPU, where one review date made with Intl.DateTimeFormat was the page's
// longest script. The text a storefront page renders while it hydrates is
// formatted here instead; scripts/check-page-bundles.mjs fails the build when the home, category
// or product page's scripts reach for Intl again.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "1234567" → "1,234,567": commas between groups of three digits. */
export function withThousandsSeparators(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number with thousands separators: 12000 → "12,000", -1500 → "-1,500". */
export function groupedWhole(whole: number): string {
  const sign = whole < 0 ? '-' : '';
  return `${sign}${withThousandsSeparators(String(Math.abs(Math.trunc(whole))))}`;
}

/**
 * "March 2, 2025" for an ISO time, read in UTC so that the server (which renders the page) and
 * every shopper's time zone name the same day; '' for a time that cannot be read.
 */
export function calendarDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
