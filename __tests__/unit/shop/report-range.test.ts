import { startOfCalendarDayIn } from '@/lib/shop/dashboard-periods';
import {
  averageCents,
  bucketKeyOf,
  bucketsOf,
  bucketSizeFor,
  type BucketSize,
} from '@/lib/shop/report-range';
import { dayAfter } from '@/lib/shop/day-range';

// docs/operating.md#reports: the buckets are days, Monday weeks or months by the range's length.

describe('how long a bucket is', () => {
  it.each<[number, BucketSize]>([
    [1, 'day'],
    [7, 'day'],
    [31, 'day'],
    [32, 'week'],
    [90, 'week'],
    [183, 'week'],
    [184, 'month'],
    [366, 'month'],
  ])('%i days: a bar a %s', (days, size) => {
    expect(bucketSizeFor(days)).toBe(size);
  });
});

describe('the bucket a day falls in', () => {
  it.each<[string, BucketSize, string]>([
    ['2026-12-06', 'day', '2026-12-06'],
    // 2026-12-06 is a Sunday: its week began on Monday the 30th of November
    ['2026-12-06', 'week', '2026-11-30'],
    ['2026-11-30', 'week', '2026-11-30'],
    ['2027-01-01', 'week', '2026-12-28'],
    ['2026-12-06', 'month', '2026-12-01'],
  ])('%s by %s → %s', (day, size, key) => {
    expect(bucketKeyOf(day, size)).toBe(key);
  });
});

describe('every bucket of a range, cut to it', () => {
  it('days', () => {
    expect(bucketsOf({ from: '2026-02-27', to: '2026-03-01' }, 'day')).toEqual([
      { key: '2026-02-27', from: '2026-02-27', to: '2026-02-27' },
      { key: '2026-02-28', from: '2026-02-28', to: '2026-02-28' },
      { key: '2026-03-01', from: '2026-03-01', to: '2026-03-01' },
    ]);
  });

  it('weeks: the first and last cut to the range', () => {
    expect(bucketsOf({ from: '2026-12-03', to: '2026-12-16' }, 'week')).toEqual([
      { key: '2026-11-30', from: '2026-12-03', to: '2026-12-06' },
      { key: '2026-12-07', from: '2026-12-07', to: '2026-12-13' },
      { key: '2026-12-14', from: '2026-12-14', to: '2026-12-16' },
    ]);
  });

  it('months across a year', () => {
    expect(bucketsOf({ from: '2026-11-15', to: '2027-02-10' }, 'month')).toEqual([
      { key: '2026-11-01', from: '2026-11-15', to: '2026-11-30' },
      { key: '2026-12-01', from: '2026-12-01', to: '2026-12-31' },
      { key: '2027-01-01', from: '2027-01-01', to: '2027-01-31' },
      { key: '2027-02-01', from: '2027-02-01', to: '2027-02-10' },
    ]);
  });

  it('a year has 366 days at most and 13 months at most', () => {
    expect(bucketsOf({ from: '2026-01-01', to: '2026-12-31' }, 'day')).toHaveLength(365);
    expect(bucketsOf({ from: '2026-01-15', to: '2027-01-15' }, 'month')).toHaveLength(13);
  });
});

describe('a range’s instants in the shop’s time zone', () => {
  // the clocks in New York go forward on 2026-03-08 and back on 2026-11-01: those days last 23 and
  // 25 hours, and a range's end is still the midnight after its last day there
  it.each<[string, string, number]>([
    ['2026-03-08', '2026-03-08', 23],
    ['2026-11-01', '2026-11-01', 25],
    ['2026-03-07', '2026-03-09', 71],
  ])('%s to %s lasts %i hours', (from, to, hours) => {
    const start = startOfCalendarDayIn(from, 'America/New_York');
    const end = startOfCalendarDayIn(dayAfter(to), 'America/New_York');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(hours);
  });

  it('the first midnight after the clocks go forward is at 05:00 UTC, the one before at 05:00 too', () => {
    expect(startOfCalendarDayIn('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfCalendarDayIn('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});

describe('the average order', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [10000, 3, 3333],
    [10001, 2, 5001],
    [20000, 3, 6667],
  ])('%i cents over %i orders → %i', (total, orders, average) => {
    expect(averageCents(total, orders)).toBe(average);
  });
});
