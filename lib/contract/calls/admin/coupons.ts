import { z } from 'zod';
import { COUPON_CATEGORIES, COUPON_OFFER_RULES, COUPON_SCOPES } from '@/lib/shop/coupon-coverage';
import { COUPON_ADMIN_STATES, COUPON_KINDS } from '@/lib/shop/coupon-rules';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { instant, integer, pageOf, rowId } from '../../fields';
import { couponCode } from '../coupon';
import { OPERATOR_TAG, paging, searchText } from './fields';
import { shopText } from './product-fields';

// The console's coupons: create (code, percent or amount, minimum spend, start
// and end, total and per-customer limits, first order only, what it covers, free shipping and how
// it meets the second-frame offer: docs/operating.md#coupons), change, pause and resume, and see
// their use. Money in US cents; times ISO 8601.

const COUPON_ROLES = rolesFor('catalog');

/** The largest amount off and minimum spend the console takes: $10,000. */
export const COUPON_CENTS_MAX = 1_000_000;
export const COUPON_VALID_DAYS_MAX = 365;
export const COUPON_TOTAL_LIMIT_MAX = 1_000_000;
export const COUPON_PER_CUSTOMER_MAX = 100;
/** The most products or lens options one coupon names. */
export const COUPON_SCOPE_IDS_MAX = 100;

const when = (what: string) => instant(`Give the ${what} as a date and time.`);

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

/** What an operator writes of a coupon; the code is fixed once made (shoppers hold it). */
const couponFields = {
  title: shopText('title', 80),
  kind: z.enum(COUPON_KINDS, { error: 'Choose percent or amount.' }),
  /** Percent (1–100) or US cents; the percent bound is checked with the kind; 0 only with free shipping. */
  value: integer(0, COUPON_CENTS_MAX),
  minSpendCents: integer(0, COUPON_CENTS_MAX).default(0),
  startsAt: when('start'),
  endsAt: when('end'),
  /** Open to claiming from the coupon list; otherwise handed out by the shop only. */
  claimable: z.boolean().default(true),
  /** Days a claimed coupon stays valid (never past the end); null: until the end. */
  validDays: nullable(integer(1, COUPON_VALID_DAYS_MAX)).default(null),
  /** Claims in all; null: no limit. */
  totalLimit: nullable(integer(1, COUPON_TOTAL_LIMIT_MAX)).default(null),
  perCustomerLimit: integer(1, COUPON_PER_CUSTOMER_MAX).default(1),
  firstOrderOnly: z.boolean().default(false),
  /** What the discount covers; the defaults are a coupon on everything, as before. */
  scope: z
    .enum(COUPON_SCOPES, { error: 'Choose everything, products, categories or lens options.' })
    .default('all'),
  /** Product ids (scope products) or lens option ids (scope lens_options). */
  scopeIds: z
    .array(rowId(), { error: 'Give the ids as a list.' })
    .max(COUPON_SCOPE_IDS_MAX, `Name at most ${COUPON_SCOPE_IDS_MAX}.`)
    .default([]),
  /** Category keys (scope categories). */
  scopeCategories: z
    .array(z.enum(COUPON_CATEGORIES, { error: 'Choose eyeglasses, sunglasses or accessories.' }), {
      error: 'Give the categories as a list.',
    })
    .max(COUPON_CATEGORIES.length)
    .default([]),
  freeShipping: z.boolean().default(false),
  offerRule: z.enum(COUPON_OFFER_RULES, { error: 'Choose combines or not_with_offer.' }).default('combines'),
};

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  /** "10% off", "Frames in Sunglasses, 10% off", "Free shipping". */
  discount: z.string(),
  minSpendCents: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  claimable: z.boolean(),
  validDays: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int(),
  firstOrderOnly: z.boolean(),
  scope: z.enum(COUPON_SCOPES),
  scopeIds: z.array(z.number().int()),
  scopeCategories: z.array(z.string()),
  /** The names of the products or lens options in `scopeIds`, in their order. */
  scopeNames: z.array(z.string()),
  freeShipping: z.boolean(),
  offerRule: z.enum(COUPON_OFFER_RULES),
  /** false: paused. */
  active: z.boolean(),
  state: z.enum(COUPON_ADMIN_STATES),
  /** Claims by everyone, used or not, and how many were used on an order. */
  claims: z.number().int(),
  used: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponUsageSchema = z.object({
  coupon: adminCouponSchema,
  /** Claims not used yet. */
  unused: z.number().int(),
  /** Orders made with the coupon (the newest 50), how many in all, and what it took off the paid ones. */
  orders: z.array(
    z.object({
      number: z.string(),
      email: z.string(),
      status: z.number().int(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      discountCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  ordersCount: z.number().int(),
  paidOrders: z.number().int(),
  totalDiscountCents: z.number().int(),
});
export type CouponUsage = z.infer<typeof couponUsageSchema>;

/** The list's state filter: active takes in coupons that start later. */
export const COUPON_LIST_STATES = ['active', 'paused', 'ended'] as const;

export const adminCouponListCall = defineCall({
  method: 'POST',
  path: '/api/admin/coupons/list',
  tag: OPERATOR_TAG,
  summary: 'Coupons: search by code or title, by state, newest first, paginated.',
  description:
    '`state`: active (running or starting later), paused, or ended. Each row has its claims and how many were used.',
  access: 'operator',
  roles: COUPON_ROLES,
  input: z.strictObject({
    ...paging,
    search: searchText(),
    state: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(COUPON_LIST_STATES).optional(),
    ),
  }),
  output: pageOf(adminCouponSchema),
});

export const adminCouponCreateCall = defineCall({
  method: 'POST',
  path: '/api/admin/coupons/create',
  tag: OPERATOR_TAG,
  summary: 'Creates a coupon.',
  description:
    'Code 422 with field messages: a code in use, a percentage over 100, an end before the start, a per-customer limit above the total limit, a value of 0 without free shipping, an empty or unknown list of products, categories or lens options for the scope. Audited.',
  access: 'operator',
  roles: COUPON_ROLES,
  input: z.strictObject({ code: couponCode, ...couponFields }),
  output: adminCouponSchema,
});

export const adminCouponUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/coupons/update',
  tag: OPERATOR_TAG,
  summary: "Changes a coupon's terms, dates and limits (not its code).",
  description:
    'Coupons already claimed keep their own expiry; the new terms apply to their next use at checkout. A total limit below the claims already made stops new claims. Code 422 as for create; 404 for an unknown id. Audited with before and after.',
  access: 'operator',
  roles: COUPON_ROLES,
  input: z.strictObject({ id: rowId(), ...couponFields }),
  output: adminCouponSchema,
});

export const adminCouponPauseCall = defineCall({
  method: 'POST',
  path: '/api/admin/coupons/pause',
  tag: OPERATOR_TAG,
  summary: 'Pauses a coupon, or resumes it.',
  description:
    'A paused coupon is neither listed nor claimable, and checkout does not accept it; resuming gives back what shoppers hold. Setting the state it has changes nothing.',
  access: 'operator',
  roles: COUPON_ROLES,
  input: z.strictObject({ id: rowId(), paused: z.boolean() }),
  output: adminCouponSchema,
});

export const adminCouponUsageCall = defineCall({
  method: 'POST',
  path: '/api/admin/coupons/usage',
  tag: OPERATOR_TAG,
  summary: "A coupon's use: claims, used, the orders made with it and what it took off.",
  description: 'Code 404 for an unknown id.',
  access: 'operator',
  roles: COUPON_ROLES,
  input: z.strictObject({ id: rowId() }),
  output: couponUsageSchema,
});

export const COUPON_ADMIN_CALLS: readonly CallContract[] = [
  adminCouponListCall,
  adminCouponCreateCall,
  adminCouponUpdateCall,
  adminCouponPauseCall,
  adminCouponUsageCall,
];

/** What the console's coupon form may limit a coupon to (read by the console's pages, not a call). */
export interface CouponScopeChoices {
  products: { id: number; code: string; name: string; type: string }[];
  lensSteps: { title: string; options: { id: number; name: string }[] }[];
}
