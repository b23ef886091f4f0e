import {
  alertKindsFor,
  alertRecipients,
  crossesLowStock,
  dailySummaryLines,
  dailySummaryTitle,
  kindsNotAllowed,
  previousShopDay,
  type AlertMember,
  type StaffAlertKind,
} from '@/lib/shop/staff-alerts';
import type { StaffRole } from '@/lib/shop/staff-roles';

// docs/operating.md#alerts: who is offered and mailed which event, when a colour crosses into low
// stock, and the daily summary's day and figures.

describe('the events a role may ask for and see', () => {
  it.each<[StaffRole, StaffAlertKind[]]>([
    ['owner', ['paid-order', 'prescription-check', 'ticket', 'after-sales', 'low-stock', 'daily-summary']],
    ['staff', ['paid-order', 'prescription-check', 'ticket', 'after-sales', 'daily-summary']],
    ['catalog', ['low-stock']],
  ])('%s: %j', (role, kinds) => {
    expect(alertKindsFor(role)).toEqual(kinds);
  });

  it.each<[StaffRole, StaffAlertKind[], StaffAlertKind[]]>([
    ['catalog', ['paid-order', 'low-stock'], ['paid-order']],
    ['catalog', ['daily-summary', 'ticket'], ['ticket', 'daily-summary']],
    ['staff', ['low-stock'], ['low-stock']],
    ['staff', ['paid-order', 'ticket'], []],
    ['owner', ['low-stock', 'paid-order'], []],
  ])('%s asking for %j is refused %j', (role, asked, refused) => {
    expect(kindsNotAllowed(role, asked)).toEqual(refused);
  });
});

describe('who is mailed an event', () => {
  const members: AlertMember[] = [
    { id: 1, role: 'owner', chosen: ['paid-order', 'low-stock'] },
    { id: 2, role: 'staff', chosen: ['paid-order', 'ticket'] },
    { id: 3, role: 'staff', chosen: [] },
    // ticked when they were staff, moved to catalog since: the old tick is unused
    { id: 4, role: 'catalog', chosen: ['paid-order', 'low-stock'] },
  ];
  it.each<[StaffAlertKind, number[]]>([
    ['paid-order', [1, 2]],
    ['ticket', [2]],
    ['low-stock', [1, 4]],
    ['after-sales', []],
    ['daily-summary', []],
  ])('%s → %j', (kind, ids) => {
    expect(alertRecipients(kind, members)).toEqual(ids);
  });
});

describe('crossing into low stock', () => {
  it.each([
    [6, 5, 5, true],
    [10, 0, 5, true],
    [6, 6, 5, false],
    [5, 4, 5, false],
    [0, 0, 5, false],
    [4, 9, 5, false],
    [1, 0, 0, true],
    [2, 1, 0, false],
  ])('from %i to %i with a threshold of %i: %s', (before, after, threshold, crosses) => {
    expect(crossesLowStock(before, after, threshold)).toBe(crosses);
  });
});

describe('the daily summary', () => {
  it.each([
    // the shop's day before, in its own time zone
    ['2026-12-06T00:30:00Z', 'UTC', '2026-12-05', '2026-12-05T00:00:00.000Z', '2026-12-06T00:00:00.000Z'],
    [
      '2026-12-06T04:30:00Z',
      'America/New_York',
      '2026-12-04',
      '2026-12-04T05:00:00.000Z',
      '2026-12-05T05:00:00.000Z',
    ],
    [
      '2026-12-06T06:30:00Z',
      'America/New_York',
      '2026-12-05',
      '2026-12-05T05:00:00.000Z',
      '2026-12-06T05:00:00.000Z',
    ],
    // the night the clocks go back in Berlin: a 25-hour day
    [
      '2026-10-26T10:00:00Z',
      'Europe/Berlin',
      '2026-10-25',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
  ])('at %s in %s sums up %s', (now, zone, day, start, end) => {
    const period = previousShopDay(new Date(now), zone);
    expect(period.day).toBe(day);
    expect(period.start.toISOString()).toBe(start);
    expect(period.end.toISOString()).toBe(end);
  });

  it('names the figures', () => {
    const figures = { day: '2026-12-05', orders: 3, revenueCents: 123_456, openTickets: 2, waitingChecks: 1 };
    expect(dailySummaryTitle(figures)).toBe('Summary of 2026-12-05: 3 orders, $1,234.56');
    expect(dailySummaryLines(figures)).toEqual([
      'Orders paid: 3',
      'Revenue: $1,234.56',
      'Open tickets: 2',
      'Orders waiting for the prescription check: 1',
    ]);
    expect(dailySummaryTitle({ ...figures, orders: 1, revenueCents: 5 })).toBe(
      'Summary of 2026-12-05: 1 order, $0.05',
    );
  });
});
