const ARTICLE_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "March 2, 2025" for an ISO time. Read in UTC so the server (which renders the page) and any
 * shopper's time zone agree on the day.
 */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : ARTICLE_DATE.format(date);
}
