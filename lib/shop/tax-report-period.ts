// The tax report's period (docs/operating.md#tax-report): whole calendar days, from and to both
// included, counted in the shop's time zone. The presets are worked out from the shop's "today",
// so the console and the server agree on what "last quarter" is wherever the operator sits.

/** A report covers at most a year, a leap year's included. */
export const TAX_REPORT_MAX_DAYS = 366;

export const TAX_REPORT_PRESETS = [
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
] as const;
export type TaxReportPreset = (typeof TAX_REPORT_PRESETS)[number];

export const TAX_REPORT_PRESET_NAMES: Readonly<Record<TaxReportPreset, string>> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'last-quarter': 'Last quarter',
  'this-year': 'This year',
};

/** Two calendar dates, YYYY-MM-DD, both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a date of the calendar written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** How many days the period covers, both ends included (0 or less when it ends before it starts). */
export function periodDays(period: ReportPeriod): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
}

/** The day after `day`, YYYY-MM-DD: where a period ending on `day` stops. */
export function dayAfter(day: string): string {
  return new Date(Date.parse(day) + DAY_MS).toISOString().slice(0, 10);
}

const isoDay = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** Months `first` to `first + count - 1` (a month index may run past the year either way). */
function months(year: number, first: number, count: number): ReportPeriod {
  return { from: isoDay(year, first, 1), to: isoDay(year, first + count, 0) };
}

/** The period a preset names, seen from the shop's `today` (YYYY-MM-DD). */
export function presetPeriod(preset: TaxReportPreset, today: string): ReportPeriod {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const quarter = month - (month % 3);
  switch (preset) {
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

/** The preset whose period this is, seen from `today`, or null for a period of its own. */
export function presetOf(period: ReportPeriod, today: string): TaxReportPreset | null {
  return (
    TAX_REPORT_PRESETS.find((preset) => {
      const named = presetPeriod(preset, today);
      return named.from === period.from && named.to === period.to;
    }) ?? null
  );
}
