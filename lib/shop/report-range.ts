import { dayAfter, isCalendarDay, periodDays, type ReportPeriod } from './tax-report-period';

// The console's reports' range and buckets (docs/operating.md#reports): whole calendar days of the
// shop's time zone, from and to both included, cut into days, Monday weeks or months by the range's
// length. The presets are worked out from the shop's "today", so every member reads the same days.
// The database cuts the same buckets (date_trunc on the local time); these list them all, so a
// bucket with no order still shows as a zero.

export { isCalendarDay, periodDays, type ReportPeriod };

/** A report covers at most a year, a leap year's included (as the tax report). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_PRESETS = [
  'last-7-days',
  'last-30-days',
  'last-90-days',
  'this-month',
  'last-month',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_NAMES: Readonly<Record<ReportPreset, string>> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'this-month': 'This month',
  'last-month': 'Last month',
};

export type BucketSize = 'day' | 'week' | 'month';

/** Up to a month a bar a day; up to half a year a bar a week; longer a bar a month. */
export const DAILY_UP_TO_DAYS = 31;
export const WEEKLY_UP_TO_DAYS = 183;

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return isoDay(dayMs(day) + days * DAY_MS);
}

/** The range a preset names, seen from the shop's `today` (YYYY-MM-DD); "last N days" ends today. */
export function presetRange(preset: ReportPreset, today: string): ReportPeriod {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'last-90-days':
      return { from: addDays(today, -89), to: today };
    case 'this-month':
      return { from: isoDay(Date.UTC(year, month, 1)), to: isoDay(Date.UTC(year, month + 1, 0)) };
    case 'last-month':
      return { from: isoDay(Date.UTC(year, month - 1, 1)), to: isoDay(Date.UTC(year, month, 0)) };
  }
}

/** The preset whose range this is, seen from `today`, or null for a range of the operator's own. */
export function presetOfRange(range: ReportPeriod, today: string): ReportPreset | null {
  return (
    REPORT_PRESETS.find((preset) => {
      const named = presetRange(preset, today);
      return named.from === range.from && named.to === range.to;
    }) ?? null
  );
}

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
export function bucketsOf(range: ReportPeriod, size: BucketSize): ReportBucket[] {
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
