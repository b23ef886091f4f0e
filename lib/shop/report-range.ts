import { addDays, dayAfter, type DayRange, type DayRangePreset } from './day-range';

// The console's reports' presets and buckets (docs/operating.md#reports): a range of the shop's days
// (day-range.ts) is cut into days, Monday weeks or months by its length. The database cuts the same
// buckets (date_trunc on the local time); these list them all, so a bucket with no order still shows
// as a zero.

export const REPORT_PRESETS = [
  'last-7-days',
  'last-30-days',
  'last-90-days',
  'this-month',
  'last-month',
] as const satisfies readonly DayRangePreset[];

export type BucketSize = 'day' | 'week' | 'month';

/** Up to a month a bar a day; up to half a year a bar a week; longer a bar a month. */
export const DAILY_UP_TO_DAYS = 31;
export const WEEKLY_UP_TO_DAYS = 183;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** How long each bucket is for a range of `days` days. */
export function bucketSizeFor(days: number): BucketSize {
  if (days <= DAILY_UP_TO_DAYS) return 'day';
  if (days <= WEEKLY_UP_TO_DAYS) return 'week';
  return 'month';
}

/** The first day of the bucket holding `day`: itself, its week's Monday, or its month's 1st. */
export function bucketKeyOf(day: string, size: BucketSize): string {
  if (size === 'day') return day;
  if (size === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(dayMs(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A bucket: its key (as the database names it) and the days of the range it covers. */
export interface ReportBucket {
  key: string;
  from: string;
  to: string;
}

/** Every bucket of the range in order, the first and last cut to the range. */
export function bucketsOf(range: DayRange, size: BucketSize): ReportBucket[] {
  const buckets: ReportBucket[] = [];
  let day = range.from;
  while (day <= range.to) {
    const key = bucketKeyOf(day, size);
    const next =
      size === 'day'
        ? dayAfter(day)
        : size === 'week'
          ? addDays(key, 7)
          : isoDay(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 1));
    const last = addDays(next, -1);
    buckets.push({ key, from: day, to: last < range.to ? last : range.to });
    day = next;
  }
  return buckets;
}

/** What an order came to on average, in cents, half up; 0 with no order. */
export function averageCents(totalCents: number, orders: number): number {
  return orders > 0 ? Math.round(totalCents / orders) : 0;
}
