import {
  checkCoupon,
  couponDiscountCents,
  couponExpiry,
  couponStatus,
  describeDiscount,
  describeMinimumSpend,
  type CouponTerms,
  type HeldCoupon,
} from '@/lib/shop/coupon-rules';
import { formatPrice } from '@/lib/shop/currency';

// docs/product.md#calls /api/coupon/*; docs/product.md#pricing: at most one coupon on the
// merchandise, money in US cents.

const WELCOME10: CouponTerms = { kind: 'percent', value: 10, minSpendCents: 5_000 };
const SAVE15: CouponTerms = { kind: 'amount', value: 1_500, minSpendCents: 9_900 };
const ANY5: CouponTerms = { kind: 'amount', value: 500, minSpendCents: 0 };
const HALF: CouponTerms = { kind: 'percent', value: 50, minSpendCents: 0 };
const ALL: CouponTerms = { kind: 'percent', value: 100, minSpendCents: 0 };

describe('couponDiscountCents', () => {
  it.each([
    ['10% at exactly the minimum spend', WELCOME10, 5_000, 500],
    ['10% one cent below the minimum spend', WELCOME10, 4_999, 0],
    ['10% of $123.45, half-up to the cent ($12.345 → $12.35)', WELCOME10, 12_345, 1_235],
    ['10% of $123.44 ($12.344 → $12.34)', WELCOME10, 12_344, 1_234],
    ['50% of an odd cent total ($0.01 → $0.01, half-up)', HALF, 1, 1],
    ['50% of $0.03 ($0.015 → $0.02)', HALF, 3, 2],
    ['100% takes the whole merchandise', ALL, 8_900, 8_900],
    ['$15 at exactly $99', SAVE15, 9_900, 1_500],
    ['$15 at $98.99', SAVE15, 9_899, 0],
    ['$5 off a $3 accessory: never more than the merchandise', ANY5, 300, 300],
    ['an empty order', ANY5, 0, 0],
    ['a negative total (never trusted)', ANY5, -500, 0],
    ['a fractional total (never trusted)', WELCOME10, 5_000.5, 0],
    ['a large order stays exact', WELCOME10, 99_999_999, 10_000_000],
  ])('%s', (_case, terms, merchandise, expected) => {
    expect(couponDiscountCents(terms, merchandise)).toBe(expected);
  });
});

describe('couponExpiry', () => {
  const claimed = new Date('2025-06-01T12:00:00Z');
  it.each([
    ['valid days end before the offer', '2026-01-01T00:00:00Z', 30, '2025-07-01T12:00:00.000Z'],
    ['the offer ends before the valid days', '2025-06-10T00:00:00Z', 30, '2025-06-10T00:00:00.000Z'],
    ['no valid days: until the offer ends', '2025-12-31T23:59:59Z', null, '2025-12-31T23:59:59.000Z'],
    ['both on the same moment', '2025-07-01T12:00:00Z', 30, '2025-07-01T12:00:00.000Z'],
  ])('%s', (_case, endsAt, validDays, expected) => {
    expect(couponExpiry({ endsAt: new Date(endsAt), validDays }, claimed).toISOString()).toBe(expected);
  });
});

describe('couponStatus (the wallet tabs)', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const later = new Date('2025-07-01T00:00:00Z');
  const earlier = new Date('2025-06-01T00:00:00Z');
  it.each([
    ['not used and not expired', { expiresAt: later, usedAt: null, active: true }, 'usable'],
    ['used, even if it has expired since', { expiresAt: earlier, usedAt: earlier, active: true }, 'used'],
    ['expiring this very moment', { expiresAt: now, usedAt: null, active: true }, 'expired'],
    ['past its expiry', { expiresAt: earlier, usedAt: null, active: true }, 'expired'],
    ['withdrawn by the shop', { expiresAt: later, usedAt: null, active: false }, 'expired'],
  ] as const)('%s → %s', (_case, held, expected) => {
    expect(couponStatus(held, now)).toBe(expected);
  });
});

describe('checkCoupon (checkout reuses it)', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const held = (changes: Partial<HeldCoupon>): HeldCoupon => ({
    ...WELCOME10,
    startsAt: new Date('2025-06-01T00:00:00Z'),
    expiresAt: new Date('2025-07-01T00:00:00Z'),
    usedAt: null,
    active: true,
    ...changes,
  });

  it('gives the discount of a usable coupon', () => {
    expect(checkCoupon(held({}), 8_000, now)).toEqual({ usable: true, discountCents: 800 });
  });

  it.each([
    [
      'used',
      { usedAt: new Date('2025-06-10T00:00:00Z') },
      8_000,
      'used',
      'This coupon has already been used.',
    ],
    [
      'expired',
      { expiresAt: new Date('2025-06-14T00:00:00Z') },
      8_000,
      'expired',
      'This coupon has expired.',
    ],
    ['withdrawn', { active: false }, 8_000, 'expired', 'This coupon has expired.'],
    [
      'not started',
      { startsAt: new Date('2025-06-20T00:00:00Z') },
      8_000,
      'not_started',
      'This coupon can be used from 2025-06-20.',
    ],
    [
      'below the minimum spend',
      {},
      3_850,
      'below_minimum',
      'This coupon needs a merchandise total of at least $50.00: add $11.50 more to use it.',
    ],
  ])(
    'refuses a coupon that is %s, in words a shopper reads',
    (_case, changes, merchandise, reason, message) => {
      expect(checkCoupon(held(changes), merchandise, now)).toEqual({ usable: false, reason, message });
    },
  );
});

describe('describing a coupon', () => {
  it.each([
    [WELCOME10, 'USD', '10% off', 'On orders from $50.00'],
    [SAVE15, 'USD', '$15.00 off', 'On orders from $99.00'],
    [SAVE15, 'GBP', '£12.40 off', 'On orders from £81.83'],
    [ANY5, 'EUR', '€4.67 off', 'On any order'],
  ] as const)('%j in %s: "%s", "%s"', (terms, currency, discount, minimum) => {
    const format = (cents: number) => formatPrice(cents, currency);
    expect(describeDiscount(terms, format)).toBe(discount);
    expect(describeMinimumSpend(terms.minSpendCents, format)).toBe(minimum);
  });

  it('describes in US dollars by default (the server’s answers)', () => {
    expect(describeDiscount(SAVE15)).toBe('$15.00 off');
    expect(describeMinimumSpend(5_000)).toBe('On orders from $50.00');
  });
});
