import { couponExpiry } from './coupon-rules';

// An operator hands a coupon to a customer: any running coupon of the shop,
// open to claiming or not (an apology, a goodwill gesture), for the coupon's own valid days or
// for as many days as the operator gives, never past the coupon's end.

/** The longest an operator may give a coupon for. */
export const COUPON_GRANT_DAYS_MAX = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GrantableCoupon {
  code: string;
  active: boolean;
  endsAt: Date;
  validDays: number | null;
}

/** Why the coupon cannot be handed out now, in the operator's words, or null when it can. */
export function couponGrantRefusal(coupon: GrantableCoupon | null, now: Date): string | null {
  if (!coupon) return 'There is no coupon with this code.';
  if (!coupon.active) return `The coupon ${coupon.code} has been withdrawn.`;
  if (coupon.endsAt <= now) return `The coupon ${coupon.code} has ended.`;
  return null;
}

/** When the handed-out coupon stops working: `days` from now when given, else as a claim would. */
export function grantedCouponExpiry(coupon: GrantableCoupon, now: Date, days?: number): Date {
  if (days === undefined) return couponExpiry(coupon, now);
  const fromNow = new Date(now.getTime() + days * DAY_MS);
  return fromNow < coupon.endsAt ? fromNow : coupon.endsAt;
}
