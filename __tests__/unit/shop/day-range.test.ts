import { calendarDayIn, startOfCalendarDayIn } from '@/lib/shop/dashboard-periods';
import {
  DAY_RANGE_PRESET_NAMES,
  dayAfter,
  isCalendarDay,
  presetOf,
  presetRange,
  rangeDays,
  type DayRangePreset,
} from '@/lib/shop/day-range';
import { REPORT_PRESETS } from '@/lib/shop/report-range';
import { TAX_REPORT_PRESETS } from '@/lib/shop/tax-report';

// docs/operating.md#reports, #tax-report: a report's days are whole days in the shop's time zone;
// the presets are seen from the shop's today, and each report offers its own of them.

const EVERY_PRESET = Object.keys(DAY_RANGE_PRESET_NAMES) as DayRangePreset[];

describe('the presets, seen from the shop’s today', () => {
  it.each<[DayRangePreset, string, string, string]>([
    ['last-7-days', '2026-12-06', '2026-11-30', '2026-12-06'],
    ['last-30-days', '2026-12-06', '2026-11-07', '2026-12-06'],
    ['last-90-days', '2026-12-06', '2026-09-08', '2026-12-06'],
    // a leap day inside the last 7 days
    ['last-7-days', '2028-03-02', '2028-02-25', '2028-03-02'],
    ['this-month', '2026-12-06', '2026-12-01', '2026-12-31'],
    ['this-month', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['last-month', '2026-12-06', '2026-11-01', '2026-11-30'],
    // January's last month is the year before's December
    ['last-month', '2027-01-15', '2026-12-01', '2026-12-31'],
    ['this-month', '2026-12-06', '2026-12-01', '2026-12-31'],
    ['this-month', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['last-month', '2026-12-06', '2026-11-01', '2026-11-30'],
    // January's last month is the year before's December
    ['last-month', '2027-01-01', '2026-12-01', '2026-12-31'],
    ['this-quarter', '2026-12-06', '2026-10-01', '2026-12-31'],
    ['this-quarter', '2026-04-01', '2026-04-01', '2026-06-30'],
    ['last-quarter', '2026-12-06', '2026-07-01', '2026-09-30'],
    ['last-quarter', '2026-02-15', '2025-10-01', '2025-12-31'],
    ['this-year', '2026-12-06', '2026-01-01', '2026-12-31'],
  ])('%s on %s runs from %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
    expect(presetOf({ from, to }, today, EVERY_PRESET)).toBe(preset);
  });

  it('a range of its own is no preset', () => {
    expect(presetOf({ from: '2026-12-02', to: '2026-12-05' }, '2026-12-06', EVERY_PRESET)).toBeNull();
  });

  it('names only a preset the report offers', () => {
    // the last quarter is a tax report's preset, not the reports page's
    const lastQuarter = presetRange('last-quarter', '2026-12-06');
    expect(presetOf(lastQuarter, '2026-12-06', TAX_REPORT_PRESETS)).toBe('last-quarter');
    expect(presetOf(lastQuarter, '2026-12-06', REPORT_PRESETS)).toBeNull();
  });
});

describe('days of the calendar', () => {
  it.each<[string, boolean]>([
    ['2026-12-06', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['06.12.2026', false],
    ['', false],
  ])('%s is a day: %s', (value, day) => {
    expect(isCalendarDay(value)).toBe(day);
  });

  it.each<[string, string, number]>([
    ['2026-12-01', '2026-12-01', 1],
    ['2026-12-01', '2026-12-31', 31],
    ['2028-01-01', '2028-12-31', 366],
    ['2026-12-02', '2026-12-01', 0],
    // across the clocks going forward: still whole days
    ['2026-03-01', '2026-03-31', 31],
  ])('%s to %s covers %i days', (from, to, days) => {
    expect(rangeDays({ from, to })).toBe(days);
  });

  it('the day after the last runs into the next month and year', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });
});

describe('a day in the shop’s time zone', () => {
  it.each<[string, string, string]>([
    ['2026-06-30', 'UTC', '2026-06-30T00:00:00.000Z'],
    // Los Angeles is UTC-7 in summer, UTC-8 in winter
    ['2026-06-30', 'America/Los_Angeles', '2026-06-30T07:00:00.000Z'],
    ['2026-12-01', 'America/Los_Angeles', '2026-12-01T08:00:00.000Z'],
    ['2026-12-01', 'Europe/Berlin', '2026-11-30T23:00:00.000Z'],
    // the day the clocks go forward in Berlin began in winter time
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
  ])('%s begins in %s at %s', (day, zone, instant) => {
    expect(startOfCalendarDayIn(day, zone).toISOString()).toBe(instant);
  });

  it.each<[string, string, string]>([
    ['2026-07-01T06:30:00Z', 'America/Los_Angeles', '2026-06-30'],
    ['2026-07-01T07:30:00Z', 'America/Los_Angeles', '2026-07-01'],
    ['2026-12-31T23:30:00Z', 'Europe/Berlin', '2027-01-01'],
  ])('%s is %s’s %s', (now, zone, day) => {
    expect(calendarDayIn(new Date(now), zone)).toBe(day);
  });
});
