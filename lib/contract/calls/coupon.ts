import { z } from 'zod';
import { COUPON_OFFER_RULES } from '@/lib/shop/coupon-coverage';
import { COUPON_KINDS, COUPON_STATUSES } from '@/lib/shop/coupon-rules';
import { defineCall, noInput } from '../call';
import { listOf } from '../fields';

// docs/product.md#calls: /api/coupon/list (claimable coupons) and /api/coupon/my (the shopper's
// own), plus /api/coupon/claim, one of the shop's own calls: the coupons page takes a listed coupon
// with it. Money in US cents; the rules (minimum spend, expiry, discount) are
// lib/shop/coupon-rules.ts.

const couponTerms = {
  code: z.string(),
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent (1–100) or US cents. */
  value: z.number().int(),
  /**
   * "10% off", "Frames in Sunglasses, 10% off", "Free shipping" (in US dollars; pages format
   * `value` in the shopper's currency). A value of 0 is a free-shipping coupon.
   */
  discount: z.string(),
  minSpendCents: z.number().int(),
  /** What the discount covers ("Frames in Sunglasses"), or null for the whole merchandise (docs/operating.md#coupons). */
  covers: z.string().nullable(),
  /** The shipping fee becomes 0. */
  freeShipping: z.boolean(),
  /** combines: after the second-frame offer; not_with_offer: not on the frames the offer discounts. */
  offerRule: z.enum(COUPON_OFFER_RULES),
};

export const couponOfferSchema = z.object({
  ...couponTerms,
  /** ISO time the offer ends. */
  endsAt: z.string(),
  /** Days a claimed coupon stays valid (never past `endsAt`); null: until `endsAt`. */
  validDays: z.number().int().nullable(),
  /** Whether the shopper already holds it. */
  claimed: z.boolean(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

export const myCouponSchema = z.object({
  /** The held coupon: what the checkout's couponId names. */
  id: z.number().int(),
  ...couponTerms,
  status: z.enum(COUPON_STATUSES),
  /** ISO times. */
  claimedAt: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** The order that used it. */
  orderNumber: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof myCouponSchema>;

/** Coupon codes: letters and digits as printed, matched without regard to case. */
export const couponCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: 'Enter the coupon code.' })
    .regex(/^[A-Z0-9-]{3,32}$/, 'Enter the coupon code as printed: letters and digits, e.g. WELCOME10.'),
);

export const couponListCall = defineCall({
  method: 'POST',
  path: '/api/coupon/list',
  tag: 'Coupons',
  summary: 'The coupons a signed-in shopper can claim now, with whether they already did.',
  description: 'Offers that are running and open to everyone, the soonest ending first.',
  access: 'signed-in',
  input: noInput,
  output: listOf(couponOfferSchema),
});

export const couponClaimCall = defineCall({
  method: 'POST',
  path: '/api/coupon/claim',
  tag: 'Coupons',
  summary: 'Puts a claimable coupon in the shopper’s wallet (the coupons page uses it).',
  description:
    'Idempotent: claiming a coupon already held answers it unchanged. The claimed coupon expires its valid days after the claim, never after the offer ends. Code 404 for a code that is unknown or not open to claiming; code 0 for an offer that has not started or has ended.',
  access: 'signed-in',
  input: z.strictObject({ code: couponCode }),
  output: myCouponSchema,
});

export const couponMyCall = defineCall({
  method: 'POST',
  path: '/api/coupon/my',
  tag: 'Coupons',
  summary: 'The signed-in shopper’s own coupons: usable, used or expired.',
  description:
    'usable: not used and not expired, the soonest expiring first; used: newest use first; expired: latest expiry first. Only the caller’s own coupons.',
  access: 'signed-in',
  input: z.strictObject({
    status: z.enum(COUPON_STATUSES, { error: 'Choose usable, used or expired.' }).default('usable'),
  }),
  output: listOf(myCouponSchema),
});
