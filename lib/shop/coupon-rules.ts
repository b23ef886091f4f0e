import { formatPrice } from './currency';

// Coupons (spec §7 /api/coupon/*; DESIGN §4 "Pricing": at most one coupon, applied to the
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
}

/** A coupon as a shopper holds it: its terms and its own window. */
export interface HeldCoupon extends CouponTerms {
  startsAt: Date;
  /** min(the coupon's end, claimed + its valid days): see couponExpiry. */
  expiresAt: Date;
  usedAt: Date | null;
  /** The shop can withdraw a coupon; a withdrawn coupon counts as expired. */
  active: boolean;
}

/** The wallet tabs a held coupon belongs to. */
export const COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export type CouponRefusal = 'used' | 'expired' | 'not_started' | 'below_minimum';

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
