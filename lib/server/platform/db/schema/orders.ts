import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { staffMembers } from './staff';
import { productVariants, products } from './catalog';
import type { StoredOrderLine, StoredShippingAddress, StoredTotals } from './stored-order';

/**
 * A checkout snapshot (/api/cart/snapshoot): the cart lines, prices and totals frozen when
 * the shopper went to checkout, then the address, shipping method and coupon. An order is made
 * from it once (`order_id`), which is what makes /api/order/submit idempotent.
 */
export const checkoutSnapshots = pgTable(
  'checkout_snapshots',
  {
    id: serial('id').primaryKey(),
    /** The random handle the browser holds (32 hex). */
    handle: text('handle').notNull(),
    deviceId: text('device_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The cart lines frozen, as the checkout shows them, with what submit needs to re-check them. */
    lines: jsonb('lines').$type<SnapshotLine[]>().notNull(),
    totals: jsonb('totals').$type<StoredTotals>().notNull(),
    /** A held coupon (user_coupons.id) chosen for this checkout. */
    userCouponId: integer('user_coupon_id'),
    /** The coupon as applied when the totals were last worked out, and why it did not apply. */
    coupon: jsonb('coupon').$type<AppliedCoupon>(),
    couponProblem: text('coupon_problem'),
    address: jsonb('address').$type<StoredShippingAddress>(),
    email: text('email'),
    shippingMethod: text('shipping_method'),
    currency: text('currency').notNull().default('USD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_snapshots_handle_key').on(t.handle),
    uniqueIndex('checkout_snapshots_order_key').on(t.orderId),
    check('checkout_snapshots_owner', sql`num_nonnulls(${t.deviceId}, ${t.userId}) = 1`),
  ],
);

export interface AppliedCoupon {
  id: number;
  code: string;
  title: string;
  discountCents: number;
}

/** A frozen line: what the shopper saw, plus the cart line and variant it came from. */
export interface SnapshotLine {
  cartLineId: number;
  productId: number;
  variantId: number;
  line: StoredOrderLine;
  /** The lens choices' option ids and prices when frozen, so submit can tell a price change. */
  lensOptions: { optionId: number; priceCents: number }[];
  /** The cart line's lens record as stored (the selected choices and the prescription). */
  lensRecord: unknown;
}

/** An order (status codes: docs/product.md#order-states). Money is US cents, as charged. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** OC + yymmdd + "-" + 6 random characters: what the shopper quotes. */
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snapshotId: integer('snapshot_id').notNull(),
    status: smallint('status').notNull().default(0),
    /** Where a Pending Review order returns when its request is declined. */
    statusBeforeReview: smallint('status_before_review'),
    subtotalCents: integer('subtotal_cents').notNull(),
    frameDiscountCents: integer('frame_discount_cents').notNull(),
    couponDiscountCents: integer('coupon_discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The currency the shopper saw; charges are USD. */
    currency: text('currency').notNull(),
    userCouponId: integer('user_coupon_id'),
    couponCode: text('coupon_code'),
    address: jsonb('address').$type<StoredShippingAddress>().notNull(),
    email: text('email').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingName: text('shipping_name').notNull(),
    /** The end of the payment window: an unpaid order expires after it (status 6). */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * The shop's check of the prescription before the lab makes the lenses: null until checked,
     * 'confirmed', or 'question' while the shopper is asked through a ticket.
     */
    prescriptionCheck: text('prescription_check'),
    prescriptionCheckedAt: timestamp('prescription_checked_at', { withTimezone: true }),
    prescriptionCheckedBy: integer('prescription_checked_by').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    /** What has been refunded so far (US cents), to the payment or the wallet; never above the total. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set when the shopper deletes the order from the list; the order is kept. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_snapshot_key').on(t.snapshotId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_unpaid_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 0`),
    check('orders_status', sql`${t.status} between 0 and 6`),
    check('orders_total', sql`${t.totalCents} >= 0`),
    check('orders_refunded', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    check(
      'orders_prescription_check',
      sql`${t.prescriptionCheck} is null or ${t.prescriptionCheck} in ('confirmed', 'question')`,
    ),
  ],
);

/** A line of an order, frozen as sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** The line as the shopper bought it (name, colour, lens summary, prices). */
    line: jsonb('line').$type<StoredOrderLine>().notNull(),
    /** The lens record with the prescription, for the lab. */
    lensRecord: jsonb('lens_record'),
    sort: smallint('sort').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.sort)],
);

/** Every status change of an order, with when and who (docs/product.md#order-states). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** shopper | payment | system | operator */
    actor: text('actor').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

/**
 * A payment attempt at a provider: the PayPal order or Stripe PaymentIntent made for an order, and
 * whether it was captured. One row per provider object, so a capture and its webhook meet here.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** paypal | stripe | demo */
    provider: text('provider').notNull(),
    /** The provider's id: PayPal order id, PaymentIntent id, or the demo's own. */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** created | captured | refused */
    state: text('state').notNull(),
    /** Why a capture was refused (amount or currency differs from the order …). */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.provider, t.reference),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivery changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_key').on(t.provider, t.eventId)],
);

/** An after-sales request (return, exchange, repair) on a paid order within 30 days. */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    /** original | wallet */
    refundTo: text('refund_to').notNull(),
    /** Private file keys of the photos (re-encoded without metadata). */
    photoKeys: text('photo_keys').array().notNull(),
    /** pending | approved | declined */
    state: text('state').notNull().default('pending'),
    resolution: text('resolution').notNull().default(''),
    /** When approved: refund | exchange. */
    outcome: text('outcome'),
    /** The member who answered it. */
    resolvedBy: integer('resolved_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('after_sales_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('after_sales_one_open_key')
      .on(t.orderId)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * A refund of an order (docs/product.md#after-sales): to the payment through its provider (PayPal,
 * Stripe or the demo) or to the shop wallet. The idempotency key is sent to the provider, so a
 * retry never refunds twice; the order's refunded_cents is moved in the same transaction as the
 * row.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** original | wallet */
    destination: text('destination').notNull(),
    /** paypal | stripe | demo, for a refund to the original payment. */
    provider: text('provider'),
    /** The provider's refund id once it answered. */
    providerReference: text('provider_reference'),
    /** pending (sent, not yet answered) | done | failed */
    state: text('state').notNull(),
    failure: text('failure'),
    reason: text('reason').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_key').on(t.idempotencyKey),
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount', sql`${t.amountCents} > 0`),
    check('order_refunds_destination', sql`${t.destination} in ('original', 'wallet')`),
    check('order_refunds_state', sql`${t.state} in ('pending', 'done', 'failed')`),
  ],
);
