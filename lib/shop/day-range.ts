// A range of the shop's days (docs/operating.md#reports, #tax-report): whole calendar days of the
// shop's time zone, from and to both included, at most a year. The presets are worked out from the
// shop's "today", so every member, wherever they sit, reads the same days; each report offers the
// presets that suit it.

/** Two calendar dates, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** A report covers at most a year, a leap year's included. */
export const DAY_RANGE_MAX_DAYS = 366;

export const DAY_RANGE_PRESET_NAMES = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'last-quarter': 'Last quarter',
  'this-year': 'This year',
} as const;
export type DayRangePreset = keyof typeof DAY_RANGE_PRESET_NAMES;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whether `value` is a date of the calendar written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  return isoDay(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

/** How many days the range covers, both ends included (0 or less when it ends before it starts). */
export function rangeDays(range: DayRange): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return isoDay(dayMs(day) + days * DAY_MS);
}

/** The day after `day`, YYYY-MM-DD: where a range ending on `day` stops. */
export function dayAfter(day: string): string {
  return addDays(day, 1);
}

/** Months `first` to `first + count - 1` of `year` (a month index may run past the year either way). */
function months(year: number, first: number, count: number): DayRange {
  return { from: isoDay(Date.UTC(year, first, 1)), to: isoDay(Date.UTC(year, first + count, 0)) };
}

/** The range a preset names, seen from the shop's `today` (YYYY-MM-DD); "last N days" ends today. */
export function presetRange(preset: DayRangePreset, today: string): DayRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const quarter = month - (month % 3);
  switch (preset) {
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'last-90-days':
      return { from: addDays(today, -89), to: today };
    case 'this-month':
      return months(year, month, 1);
    case 'last-month':
      return months(year, month - 1, 1);
    case 'this-quarter':
      return months(year, quarter, 3);
    case 'last-quarter':
      return months(year, quarter - 3, 3);
    case 'this-year':
      return months(year, 0, 12);
  }
}

/** Which of `presets` names this range, seen from `today`, or null for a range of the operator's own. */
export function presetOf<Preset extends DayRangePreset>(
  range: DayRange,
  today: string,
  presets: readonly Preset[],
): Preset | null {
  return (
    presets.find((preset) => {
      const named = presetRange(preset, today);
      return named.from === range.from && named.to === range.to;
    }) ?? null
  );
}
