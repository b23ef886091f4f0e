import { coverageProblems, type CouponCoverage } from './coupon-coverage';
import { formatPrice } from './currency';

// Coupons (/api/coupon/*; docs/product.md#pricing: at most one coupon, applied to the
// merchandise after the second-frame discount). Money is integer US cents; a percentage is of the
// merchandise total, rounded half-up to the cent, and no coupon takes more than the merchandise.

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon takes off and from what spend. */
export interface CouponTerms {
  kind: CouponKind;
  /** Percent (1–100) or US cents. */
  value: number;
  minSpendCents: number;
  /** What it covers (lib/shop/coupon-coverage.ts); absent: the whole merchandise, after the offer. */
  coverage?: CouponCoverage | undefined;
}

/** A coupon as a shopper holds it: its terms and its own window. */
export interface HeldCoupon extends CouponTerms {
  startsAt: Date;
  /** min(the coupon's end, claimed + its valid days): see couponExpiry. */
  expiresAt: Date;
  usedAt: Date | null;
  /** The shop can withdraw a coupon; a withdrawn coupon counts as expired. */
  active: boolean;
  /** A first-order coupon held by a customer who has paid an order since. */
  firstOrderTaken?: boolean;
}

/** The wallet tabs a held coupon belongs to. */
export const COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** not_eligible and offer: what the coupon covers is not in the cart (lib/shop/coupon-on-cart.ts). */
export type CouponRefusal =
  'used' | 'expired' | 'not_started' | 'below_minimum' | 'first_order' | 'not_eligible' | 'offer';

export type CouponCheck =
  { usable: true; discountCents: number } | { usable: false; reason: CouponRefusal; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const usd = (cents: number) => formatPrice(cents, 'USD');

/** The discount on a merchandise total, in cents: 0 below the minimum spend, never above the total. */
export function couponDiscountCents(terms: CouponTerms, merchandiseCents: number): number {
  if (!Number.isInteger(merchandiseCents) || merchandiseCents <= 0) return 0;
  if (merchandiseCents < terms.minSpendCents) return 0;
  const discount =
    terms.kind === 'percent'
      ? // integer half-up: exact for any cents total, unlike a float multiply and Math.round
        Math.floor((merchandiseCents * terms.value + 50) / 100)
      : terms.value;
  return Math.min(discount, merchandiseCents);
}

/** When a claimed coupon stops working: its valid days from the claim, but never after the coupon ends. */
export function couponExpiry(coupon: { endsAt: Date; validDays: number | null }, claimedAt: Date): Date {
  if (coupon.validDays === null) return coupon.endsAt;
  const fromClaim = new Date(claimedAt.getTime() + coupon.validDays * DAY_MS);
  return fromClaim < coupon.endsAt ? fromClaim : coupon.endsAt;
}

/** Which wallet tab a held coupon shows in (a coupon that has not started yet is usable later: "usable"). */
export function couponStatus(
  held: Pick<HeldCoupon, 'expiresAt' | 'usedAt' | 'active'>,
  now: Date,
): CouponStatus {
  if (held.usedAt) return 'used';
  if (!held.active || held.expiresAt <= now) return 'expired';
  return 'usable';
}

/**
 * Whether a held coupon can be used on an order with this merchandise total now, and its discount.
 * The checkout reuses it, so the refusals are sentences a shopper reads.
 */
export function checkCoupon(held: HeldCoupon, merchandiseCents: number, now: Date): CouponCheck {
  if (held.usedAt) return { usable: false, reason: 'used', message: 'This coupon has already been used.' };
  if (!held.active || held.expiresAt <= now) {
    return { usable: false, reason: 'expired', message: 'This coupon has expired.' };
  }
  if (held.firstOrderTaken) {
    return { usable: false, reason: 'first_order', message: COUPON_LIMIT_MESSAGES.firstOrder };
  }
  if (held.startsAt > now) {
    return {
      usable: false,
      reason: 'not_started',
      message: `This coupon can be used from ${held.startsAt.toISOString().slice(0, 10)}.`,
    };
  }
  if (merchandiseCents < held.minSpendCents) {
    const missing = held.minSpendCents - Math.max(0, merchandiseCents);
    return {
      usable: false,
      reason: 'below_minimum',
      message: `This coupon needs a merchandise total of at least ${usd(held.minSpendCents)}: add ${usd(missing)} more to use it.`,
    };
  }
  return { usable: true, discountCents: couponDiscountCents(held, merchandiseCents) };
}

/**
 * "10% off" or "$15.00 off". `formatCents` shows an amount in the shopper's currency on a page;
 * the server describes in US dollars, the currency coupons are kept in.
 */
export function describeDiscount(
  terms: Pick<CouponTerms, 'kind' | 'value'>,
  formatCents: (cents: number) => string = usd,
): string {
  return terms.kind === 'percent' ? `${terms.value}% off` : `${formatCents(terms.value)} off`;
}

/** "On orders from $50.00", or "On any order" without a minimum spend. */
export function describeMinimumSpend(
  minSpendCents: number,
  formatCents: (cents: number) => string = usd,
): string {
  return minSpendCents > 0 ? `On orders from ${formatCents(minSpendCents)}` : 'On any order';
}

// ——— the operator's coupons: limits, states, and what a coupon takes ———

/** The limits an operator sets on a coupon. */
export interface CouponLimits {
  /** Claims allowed in all; null: no limit. */
  totalLimit: number | null;
  /** Claims one customer may make over time (they hold at most one unused at once). */
  perCustomerLimit: number;
  /** Only for a customer with no paid order yet. */
  firstOrderOnly: boolean;
}

/** What the limits are counted against, read under a lock on the coupon row. */
export interface ClaimCounts {
  /** Claims of the coupon by everyone, used or not. */
  claims: number;
  /** Claims of the coupon by this customer. */
  customerClaims: number;
  hasPaidOrder: boolean;
}

export const COUPON_LIMIT_MESSAGES = {
  total: 'All of these coupons have been claimed.',
  perCustomer: 'You have already used this coupon as often as it allows.',
  firstOrder: 'This coupon is for a first order only.',
} as const;

/** Why the customer cannot take one more of the coupon (a sentence they read), or null when they can. */
export function couponClaimRefusal(limits: CouponLimits, counts: ClaimCounts): string | null {
  if (limits.firstOrderOnly && counts.hasPaidOrder) return COUPON_LIMIT_MESSAGES.firstOrder;
  if (counts.customerClaims >= limits.perCustomerLimit) return COUPON_LIMIT_MESSAGES.perCustomer;
  if (limits.totalLimit !== null && counts.claims >= limits.totalLimit) return COUPON_LIMIT_MESSAGES.total;
  return null;
}

/** The console's states of a coupon: running (or starting later), paused by an operator, or over. */
export const COUPON_ADMIN_STATES = ['active', 'scheduled', 'paused', 'ended'] as const;
export type CouponAdminState = (typeof COUPON_ADMIN_STATES)[number];

export function couponAdminState(
  coupon: { active: boolean; startsAt: Date; endsAt: Date },
  now: Date,
): CouponAdminState {
  if (coupon.endsAt <= now) return 'ended';
  if (!coupon.active) return 'paused';
  return coupon.startsAt > now ? 'scheduled' : 'active';
}

/** A coupon as an operator writes it. */
export interface CouponDraft extends CouponTerms, CouponLimits {
  startsAt: Date;
  endsAt: Date;
  validDays: number | null;
}

export interface CouponFieldProblem {
  field: string;
  message: string;
}

/** The problems across a coupon's fields (one field alone is checked by the call's schema). */
export function couponDraftProblems(draft: CouponDraft): CouponFieldProblem[] {
  const problems: CouponFieldProblem[] = [];
  if (draft.kind === 'percent' && draft.value > 100)
    problems.push({ field: 'value', message: 'A percentage is at most 100.' });
  if (draft.endsAt <= draft.startsAt)
    problems.push({ field: 'endsAt', message: 'The coupon must end after it starts.' });
  if (draft.totalLimit !== null && draft.perCustomerLimit > draft.totalLimit)
    problems.push({
      field: 'perCustomerLimit',
      message: 'One customer cannot claim more than the coupons there are in all.',
    });
  if (draft.coverage) problems.push(...coverageProblems(draft.coverage, draft.value));
  return problems;
}
