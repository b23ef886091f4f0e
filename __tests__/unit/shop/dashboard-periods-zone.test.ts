import { startOfDayIn, startOfUtcDay, startOfUtcWeek, startOfWeekIn } from '@/lib/shop/dashboard-periods';

// docs/operating.md#store-settings: the dashboard's "today" and "this week" begin at the shop's
// midnight, in its time zone; Monday starts the week.

describe('the day and week in the shop’s time zone', () => {
  it.each([
    // now (UTC)                 zone                   day starts (UTC)            week starts (UTC)
    ['2026-12-06T11:00:00Z', 'UTC', '2026-12-06T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    // Berlin is UTC+1 in winter: its Sunday began at 23:00 UTC on Saturday
    ['2026-12-06T11:00:00Z', 'Europe/Berlin', '2026-12-05T23:00:00.000Z', '2026-11-29T23:00:00.000Z'],
    // 23:30 UTC on Sunday is already Monday in Berlin: a new week there
    ['2026-12-06T23:30:00Z', 'Europe/Berlin', '2026-12-06T23:00:00.000Z', '2026-12-06T23:00:00.000Z'],
    // New York is UTC-5 in winter: 03:00 UTC on Monday is still Sunday evening there
    ['2026-12-07T03:00:00Z', 'America/New_York', '2026-12-06T05:00:00.000Z', '2026-11-30T05:00:00.000Z'],
    // summer time: UTC-4, and the week's Monday is in summer time too
    ['2026-07-08T12:00:00Z', 'America/New_York', '2026-07-08T04:00:00.000Z', '2026-07-06T04:00:00.000Z'],
    // the day the clocks go forward in Berlin (29 March 2026): midnight was still winter time
    ['2026-03-29T12:00:00Z', 'Europe/Berlin', '2026-03-28T23:00:00.000Z', '2026-03-22T23:00:00.000Z'],
    // the Monday after: midnight in summer time, the week's Monday too
    ['2026-03-30T12:00:00Z', 'Europe/Berlin', '2026-03-29T22:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    // a half-hour zone, and one 13 hours ahead (10:00 UTC is 23:00 on Sunday in Auckland)
    ['2026-12-06T20:00:00Z', 'Asia/Kolkata', '2026-12-06T18:30:00.000Z', '2026-12-06T18:30:00.000Z'],
    ['2026-12-06T10:00:00Z', 'Pacific/Auckland', '2026-12-05T11:00:00.000Z', '2026-11-29T11:00:00.000Z'],
  ])('at %s in %s: the day from %s, the week from %s', (now, zone, day, week) => {
    expect(startOfDayIn(new Date(now), zone).toISOString()).toBe(day);
    expect(startOfWeekIn(new Date(now), zone).toISOString()).toBe(week);
  });

  it('in UTC counts as the UTC rules always did', () => {
    for (const now of ['2026-01-01T00:00:00Z', '2026-02-28T23:59:59Z', '2028-02-29T12:00:00Z']) {
      expect(startOfDayIn(new Date(now), 'UTC')).toEqual(startOfUtcDay(new Date(now)));
      expect(startOfWeekIn(new Date(now), 'UTC')).toEqual(startOfUtcWeek(new Date(now)));
    }
  });
});
