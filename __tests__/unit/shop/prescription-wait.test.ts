import {
  extendedDueAt,
  extensionRefusal,
  prescriptionDueAt,
  reminderDue,
  waitEnded,
  type PrescriptionWait,
} from '@/lib/shop/prescription-wait';

// docs/product.md#prescription-later: reminders on days 2, 5 and 10 after payment, the wait's end on
// day 14, an operator's extension of 1 to 30 days.

const PAID = new Date('2026-03-01T12:00:00Z');
const day = (days: number, hours = 0) => new Date(PAID.getTime() + (days * 24 + hours) * 3_600_000);
const wait = (remindersSent: number, dueAt = prescriptionDueAt(PAID)): PrescriptionWait => ({
  paidAt: PAID,
  dueAt,
  remindersSent,
});

describe('prescriptionDueAt', () => {
  it('ends the wait 14 days after payment', () => {
    expect(prescriptionDueAt(PAID)).toEqual(day(14));
  });
});

describe('reminderDue', () => {
  it.each([
    ['an hour after payment', day(0, 1), 0, null],
    ['just before day 2', day(2, -1), 0, null],
    ['day 2', day(2), 0, 1],
    ['day 2, its reminder sent', day(2, 5), 1, null],
    ['day 5', day(5), 1, 2],
    ['day 5, its reminder sent', day(6), 2, null],
    ['day 10', day(10), 2, 3],
    ['day 12, all three sent', day(12), 3, null],
    // a job that did not run for days sends only the latest reminder
    ['day 11, none sent yet', day(11), 0, 3],
    ['day 6, none sent yet', day(6), 0, 2],
    ['day 14: the wait is over, no reminder', day(14), 2, null],
  ])('%s', (_name, now, sent, expected) => {
    expect(reminderDue(wait(sent), now)).toBe(expected);
  });

  it('sends no reminder after an extended wait has ended either', () => {
    expect(reminderDue(wait(2, day(20)), day(19))).toBe(3);
    expect(reminderDue(wait(2, day(20)), day(20))).toBeNull();
  });
});

describe('waitEnded', () => {
  it.each([
    [day(13, 23), false],
    [day(14), true],
    [day(30), true],
  ])('at %s: %s', (now, ended) => {
    expect(waitEnded(wait(0), now)).toBe(ended);
  });
});

describe('extensions', () => {
  it.each([
    [0, 'Extend the wait by 1 to 30 days.'],
    [-3, 'Extend the wait by 1 to 30 days.'],
    [31, 'Extend the wait by 1 to 30 days.'],
    [2.5, 'Extend the wait by 1 to 30 days.'],
    [1, null],
    [30, null],
  ])('%s days: %s', (days, refusal) => {
    expect(extensionRefusal(days)).toBe(refusal);
  });

  it.each([
    ['from the end of a wait still running', day(14), day(3), 7, day(21)],
    ['from now when the wait ended and no job has run yet', day(14), day(15), 7, day(22)],
  ])('counts %s', (_name, dueAt, now, days, expected) => {
    expect(extendedDueAt(dueAt, days, now)).toEqual(expected);
  });
});
