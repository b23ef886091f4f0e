import { COUPON_GRANT_DAYS_MAX, couponGrantRefusal, grantedCouponExpiry } from '@/lib/shop/coupon-grant';
import { startOfUtcDay, startOfUtcWeek } from '@/lib/shop/dashboard-periods';
import { checkWalletAdjustment, WALLET_ADJUSTMENT_MAX_CENTS } from '@/lib/shop/wallet-adjustment';

// An operator's wallet adjustment, a coupon handed out, the dashboard's day and week (UTC, weeks
// from Monday).

describe('checkWalletAdjustment', () => {
  it.each([
    ['a credit to an empty wallet', 0, 2_500, 2_500],
    ['a debit of part of the balance', 2_000, -500, 1_500],
    ['a debit of the whole balance', 2_000, -2_000, 0],
    ['the largest credit', 0, WALLET_ADJUSTMENT_MAX_CENTS, WALLET_ADJUSTMENT_MAX_CENTS],
    ['the largest debit', WALLET_ADJUSTMENT_MAX_CENTS, -WALLET_ADJUSTMENT_MAX_CENTS, 0],
  ])('allows %s', (_case, balance, amount, after) => {
    expect(checkWalletAdjustment(balance, amount)).toEqual({ allowed: true, balanceAfterCents: after });
  });

  it.each([
    ['a debit one cent beyond the balance', 2_000, -2_001, 'The wallet holds $20.00'],
    ['a debit of an empty wallet', 0, -1, 'The wallet holds $0.00'],
    ['zero', 2_000, 0, 'other than zero'],
    ['a fraction of a cent', 2_000, 0.5, 'whole cents'],
    ['a credit beyond the bound', 0, WALLET_ADJUSTMENT_MAX_CENTS + 1, 'at most $1,000.00'],
    ['a debit beyond the bound', 500_000, -WALLET_ADJUSTMENT_MAX_CENTS - 1, 'at most $1,000.00'],
  ])('refuses %s', (_case, balance, amount, message) => {
    const check = checkWalletAdjustment(balance, amount);
    expect(check.allowed).toBe(false);
    if (!check.allowed) expect(check.message).toContain(message);
  });
});

describe('handing out a coupon', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  const running = { code: 'SORRY10', active: true, endsAt: new Date('2025-12-31T00:00:00Z'), validDays: 30 };

  it.each([
    ['an unknown code', null, 'no coupon with this code'],
    ['a withdrawn coupon', { ...running, active: false }, 'withdrawn'],
    ['a coupon that has ended', { ...running, endsAt: now }, 'has ended'],
  ])('refuses %s', (_case, coupon, message) => {
    expect(couponGrantRefusal(coupon, now)).toContain(message);
  });

  it('allows a running coupon', () => {
    expect(couponGrantRefusal(running, now)).toBeNull();
  });

  it.each([
    ["after the coupon's own valid days", running, undefined, '2025-07-10T12:00:00.000Z'],
    [
      'at the end when the coupon has no valid days',
      { ...running, validDays: null },
      undefined,
      '2025-12-31T00:00:00.000Z',
    ],
    ['after the days the operator gives', running, 7, '2025-06-17T12:00:00.000Z'],
    ["never past the coupon's end", running, COUPON_GRANT_DAYS_MAX, '2025-12-31T00:00:00.000Z'],
  ])('expires %s', (_case, coupon, days, expected) => {
    expect(grantedCouponExpiry(coupon, now, days).toISOString()).toBe(expected);
  });
});

describe('the dashboard periods (UTC)', () => {
  it.each([
    ['a Wednesday afternoon', '2025-06-11T15:30:00Z', '2025-06-11T00:00:00.000Z', '2025-06-09T00:00:00.000Z'],
    [
      'a Monday just after midnight',
      '2025-06-09T00:00:01Z',
      '2025-06-09T00:00:00.000Z',
      '2025-06-09T00:00:00.000Z',
    ],
    [
      'a Sunday just before midnight',
      '2025-06-15T23:59:59Z',
      '2025-06-15T00:00:00.000Z',
      '2025-06-09T00:00:00.000Z',
    ],
    [
      'a week across the new year',
      '2025-01-02T08:00:00Z',
      '2025-01-02T00:00:00.000Z',
      '2024-12-30T00:00:00.000Z',
    ],
  ])('%s', (_case, now, day, week) => {
    expect(startOfUtcDay(new Date(now)).toISOString()).toBe(day);
    expect(startOfUtcWeek(new Date(now)).toISOString()).toBe(week);
  });
});
