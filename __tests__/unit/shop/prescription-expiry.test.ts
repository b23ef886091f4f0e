import {
  dayText,
  expiredOn,
  expiryProblem,
  PRESCRIPTION_EXPIRY_MESSAGES,
} from '@/lib/shop/prescription-expiry';

// An expired prescription is accepted only with the shopper's confirmation
// (docs/product.md#prescription-details); the wizard and the server read it alike.

const TODAY = '2026-12-05';
const rules = { today: TODAY, validYears: 2 };

describe('dayText: a day as people read it', () => {
  it.each([
    ['2026-03-14', '14 March 2026'],
    ['2026-01-01', '1 January 2026'],
    ['2024-12-31', '31 December 2024'],
    ['not a day', 'not a day'],
    ['2026-13-01', '2026-13-01'],
  ])('%s reads %s', (day, text) => {
    expect(dayText(day)).toBe(text);
  });
});

describe('expiredOn and expiryProblem', () => {
  it.each<[string, { exam_date: string | null; expiry_date: string | null } | null, string | null]>([
    ['no details', null, null],
    ['no dates', { exam_date: null, expiry_date: null }, null],
    ['an expiry before today', { exam_date: null, expiry_date: '2026-03-14' }, '2026-03-14'],
    ['an expiry of today is still good', { exam_date: null, expiry_date: TODAY }, null],
    ['an expiry after today', { exam_date: null, expiry_date: '2027-01-01' }, null],
    ['an exam more than the validity ago', { exam_date: '2024-12-04', expiry_date: null }, '2026-12-04'],
    ['an exam within the validity', { exam_date: '2024-12-05', expiry_date: null }, null],
    ['a stated expiry wins over the exam', { exam_date: '2020-01-01', expiry_date: '2030-01-01' }, null],
  ])('%s: expired on %s', (_, details, expiry) => {
    expect(expiredOn(details, rules)).toBe(expiry);
    expect(expiryProblem(details, { ...rules, confirmed: false })).toBe(
      expiry ? PRESCRIPTION_EXPIRY_MESSAGES.expired(expiry) : null,
    );
    // confirmed by the shopper: never a problem
    expect(expiryProblem(details, { ...rules, confirmed: true })).toBeNull();
  });

  it('says when it expired, and what the shopper can do', () => {
    expect(
      expiryProblem({ exam_date: null, expiry_date: '2026-03-14' }, { ...rules, confirmed: false }),
    ).toBe('This prescription expired on 14 March 2026. Use another, or confirm it is still right.');
  });

  it('reads the shop’s validity setting for a prescription with only an exam date', () => {
    const exam = { exam_date: '2025-06-01', expiry_date: null };
    expect(expiredOn(exam, { today: TODAY, validYears: 1 })).toBe('2026-06-01');
    expect(expiredOn(exam, { today: TODAY, validYears: 2 })).toBeNull();
  });
});
