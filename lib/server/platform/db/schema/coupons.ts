import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A discount the shop offers (/api/coupon/*): a percentage or an amount in cents off the
 * merchandise or the part of it the coupon covers, and/or free shipping, from a minimum spend,
 * within its dates. Claimable coupons are listed for every
 * signed-in shopper to take; others are handed out (welcome, refunds).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** percent | amount */
    kind: text('kind').notNull(),
    /** Percent (1–100) or US cents. */
    value: integer('value').notNull(),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    claimable: boolean('claimable').notNull().default(true),
    /** Days a claimed coupon stays valid, capped by ends_at; null: until ends_at. */
    validDays: smallint('valid_days'),
    /** false: paused by an operator (no new claims, not accepted at checkout). */
    active: boolean('active').notNull().default(true),
    /** Claims allowed in all, null: no limit. */
    totalLimit: integer('total_limit'),
    /** Claims one customer may make over time; they hold at most one unused at once. */
    perCustomerLimit: smallint('per_customer_limit').notNull().default(1),
    /** Only for a customer with no paid order yet. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /**
     * What the discount covers (lib/shop/coupon-coverage.ts): all | products | categories |
     * lens_options. The defaults keep a coupon made before on the whole merchandise.
     */
    scope: text('scope').notNull().default('all'),
    /** Product ids (scope products) or lens option ids (scope lens_options). */
    scopeIds: integer('scope_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Category keys (scope categories): eyeglasses, sunglasses, accessories. */
    scopeCategories: text('scope_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The shipping fee becomes 0; alone (value 0) or with a discount. */
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** How it meets the second-frame offer: combines (after the offer) | not_with_offer. */
    offerRule: text('offer_rule').notNull().default('combines'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_total_limit', sql`${t.totalLimit} is null or ${t.totalLimit} > 0`),
    check('coupons_per_customer_limit', sql`${t.perCustomerLimit} > 0`),
    check('coupons_kind', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'coupons_value',
      sql`${t.value} >= 0 and (${t.value} > 0 or ${t.freeShipping}) and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check('coupons_scope', sql`${t.scope} in ('all', 'products', 'categories', 'lens_options')`),
    check('coupons_offer_rule', sql`${t.offerRule} in ('combines', 'not_with_offer')`),
  ],
);

/** A coupon in a shopper's wallet: claimed once, used at most once (by an order). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The order that used it, written when the order is made. */
    orderNumber: text('order_number'),
  },
  (t) => [
    // At most one unused claim of a coupon per customer; a coupon that allows more can be
    // claimed again once used.
    uniqueIndex('user_coupons_unused_key')
      .on(t.userId, t.couponId)
      .where(sql`${t.usedAt} is null`),
    index('user_coupons_user_idx').on(t.userId),
  ],
);
