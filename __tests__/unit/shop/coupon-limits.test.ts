import {
  checkCoupon,
  COUPON_LIMIT_MESSAGES,
  couponAdminState,
  couponClaimRefusal,
  couponDraftProblems,
  type ClaimCounts,
  type CouponDraft,
  type CouponLimits,
} from '@/lib/shop/coupon-rules';

// The limits an operator sets on a coupon, its console state, and the checks across a coupon's
// fields.

const NOW = new Date('2026-05-01T12:00:00Z');
const OPEN: CouponLimits = { totalLimit: null, perCustomerLimit: 1, firstOrderOnly: false };
const NONE: ClaimCounts = { claims: 0, customerClaims: 0, hasPaidOrder: false };

describe('couponClaimRefusal', () => {
  it.each<[string, Partial<CouponLimits>, Partial<ClaimCounts>, string | null]>([
    ['no limits, nothing claimed', {}, {}, null],
    ['no total limit, many claimed', {}, { claims: 10_000 }, null],
    ['one left of the total', { totalLimit: 3 }, { claims: 2 }, null],
    ['the total reached', { totalLimit: 3 }, { claims: 3 }, COUPON_LIMIT_MESSAGES.total],
    [
      'the customer’s one claim made',
      {},
      { claims: 1, customerClaims: 1 },
      COUPON_LIMIT_MESSAGES.perCustomer,
    ],
    ['a second of two claims', { perCustomerLimit: 2 }, { claims: 1, customerClaims: 1 }, null],
    [
      'both of two claims made',
      { perCustomerLimit: 2 },
      { claims: 2, customerClaims: 2 },
      COUPON_LIMIT_MESSAGES.perCustomer,
    ],
    ['first order only, no paid order', { firstOrderOnly: true }, {}, null],
    [
      'first order only, a paid order',
      { firstOrderOnly: true },
      { hasPaidOrder: true },
      COUPON_LIMIT_MESSAGES.firstOrder,
    ],
    ['a paid order on an open coupon', {}, { hasPaidOrder: true }, null],
  ])('%s', (_name, limits, counts, expected) => {
    expect(couponClaimRefusal({ ...OPEN, ...limits }, { ...NONE, ...counts })).toBe(expected);
  });
});

describe('couponAdminState', () => {
  const day = 86_400_000;
  it.each<[string, { active: boolean; startsAt: Date; endsAt: Date }, string]>([
    [
      'running',
      { active: true, startsAt: new Date(NOW.getTime() - day), endsAt: new Date(NOW.getTime() + day) },
      'active',
    ],
    [
      'starting tomorrow',
      { active: true, startsAt: new Date(NOW.getTime() + day), endsAt: new Date(NOW.getTime() + 2 * day) },
      'scheduled',
    ],
    [
      'paused',
      { active: false, startsAt: new Date(NOW.getTime() - day), endsAt: new Date(NOW.getTime() + day) },
      'paused',
    ],
    [
      'ended at this very moment',
      { active: true, startsAt: new Date(NOW.getTime() - day), endsAt: NOW },
      'ended',
    ],
    [
      'paused and ended',
      { active: false, startsAt: new Date(NOW.getTime() - 2 * day), endsAt: new Date(NOW.getTime() - day) },
      'ended',
    ],
  ])('%s', (_name, coupon, state) => {
    expect(couponAdminState(coupon, NOW)).toBe(state);
  });
});

describe('couponDraftProblems', () => {
  const DRAFT: CouponDraft = {
    kind: 'percent',
    value: 10,
    minSpendCents: 0,
    startsAt: NOW,
    endsAt: new Date(NOW.getTime() + 86_400_000),
    validDays: null,
    ...OPEN,
  };
  it.each<[string, Partial<CouponDraft>, string[]]>([
    ['a plain 10% coupon', {}, []],
    ['100%', { value: 100 }, []],
    ['101%', { value: 101 }, ['value']],
    ['$150 off (an amount, not a percentage)', { kind: 'amount', value: 15_000 }, []],
    ['ends when it starts', { endsAt: NOW }, ['endsAt']],
    ['ends before it starts', { endsAt: new Date(NOW.getTime() - 1) }, ['endsAt']],
    ['three per customer of two in all', { totalLimit: 2, perCustomerLimit: 3 }, ['perCustomerLimit']],
    ['two per customer of two in all', { totalLimit: 2, perCustomerLimit: 2 }, []],
  ])('%s', (_name, change, fields) => {
    expect(couponDraftProblems({ ...DRAFT, ...change }).map((problem) => problem.field)).toEqual(fields);
  });
});

describe('checkCoupon and a first-order coupon', () => {
  const HELD = {
    kind: 'amount' as const,
    value: 500,
    minSpendCents: 0,
    startsAt: new Date(NOW.getTime() - 1),
    expiresAt: new Date(NOW.getTime() + 86_400_000),
    usedAt: null,
    active: true,
  };
  it.each([
    ['not flagged', {}, true],
    ['the customer has no paid order', { firstOrderTaken: false }, true],
    ['the customer has paid an order since the claim', { firstOrderTaken: true }, false],
  ])('%s', (_name, change, usable) => {
    const check = checkCoupon({ ...HELD, ...change }, 2_000, NOW);
    expect(check.usable).toBe(usable);
    if (!check.usable)
      expect(check).toMatchObject({ reason: 'first_order', message: COUPON_LIMIT_MESSAGES.firstOrder });
  });
});
