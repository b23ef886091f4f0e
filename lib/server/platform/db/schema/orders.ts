import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { productVariants, products } from './catalog';
import { staffMembers } from './staff';
import type {
  StoredOrderLine,
  StoredRefundBreakdown,
  StoredShippingAddress,
  StoredTax,
} from './stored-order';

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
    /**
     * The name of the second-frame offer the order was priced with, copied from its checkout at
     * submit, so a later change by the owner never renames it (docs/operating.md#promotions); older
     * orders were priced with the default offer and carry its name (frameOfferName(DEFAULT_FRAME_OFFER)).
     */
    frameOfferName: text('frame_offer_name').notNull().default('Second frame 50% off'),
    couponDiscountCents: integer('coupon_discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The tax copied from the checkout (docs/product.md#taxes): added to the total, or held in it. */
    taxCents: integer('tax_cents').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** Where and how it was worked out; each line's tax is on the line. Null where no tax applied. */
    tax: jsonb('tax').$type<StoredTax>(),
    /** The currency the shopper saw; charges are USD. */
    currency: text('currency').notNull(),
    userCouponId: integer('user_coupon_id'),
    couponCode: text('coupon_code'),
    address: jsonb('address').$type<StoredShippingAddress>().notNull(),
    email: text('email').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingName: text('shipping_name').notNull(),
    /**
     * The business days the method took when the order was placed (the delivery estimate counts
     * them): a later change to the shipping table never moves a placed order (docs/operating.md#shipping).
     */
    shippingFewestDays: integer('shipping_fewest_days'),
    shippingMostDays: integer('shipping_most_days'),
    /** The end of the payment window: an unpaid order expires after it (status 6). */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the shop marked the parcel delivered (2 → 4 Completed): the 30 days of returns count from
     * it (docs/product.md#returns-from-delivery). Null until then.
     */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
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
    /**
     * Where the lab is with the order under 1 Not Shipped (docs/operating.md#lab-stages): null until
     * the lab's first move, "prescription confirmed" being read from the prescription check. Kept here
     * for the list's filter; every move is in order_lab_moves.
     */
    labStage: text('lab_stage'),
    /**
     * An order paid without its prescription waits for it until then (docs/product.md#prescription-later):
     * paid + 14 days, or as an operator extended it. Null when it waits for nothing (sent, or never
     * asked). The optician's check and the lab cannot start while it is set.
     */
    prescriptionDueAt: timestamp('prescription_due_at', { withTimezone: true }),
    /** How many of the wait's reminders (days 2, 5, 10) were sent: each is claimed by raising it. */
    prescriptionReminders: smallint('prescription_reminders').notNull().default(0),
    /** What has been refunded so far (US cents), to the payment or the wallet; never above the total. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * When an operator cancelled the paid order (docs/operating.md#cancel-paid): its refund of what
     * is left is on its way; once made, the stock and coupon go back. Cleared when the provider
     * refuses the refund (the order stays as it was).
     */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
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
    // the reports and the dashboard sum orders by the day they were paid (docs/operating.md#reports)
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_prescription_due_idx')
      .on(t.prescriptionDueAt)
      .where(sql`${t.prescriptionDueAt} is not null`),
    check('orders_status', sql`${t.status} between 0 and 6`),
    check('orders_total', sql`${t.totalCents} >= 0`),
    check('orders_refunded', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    check(
      'orders_lab_stage',
      sql`${t.labStage} is null or ${t.labStage} in ('in_production', 'fitted', 'quality_checked', 'ready')`,
    ),
    check(
      'orders_prescription_check',
      sql`${t.prescriptionCheck} is null or ${t.prescriptionCheck} in ('confirmed', 'question')`,
    ),
  ],
);

/** The item chosen at the lens step `name` (lib/shop/lens-names.ts) in an order line's lens summary. */
const lensChoice = (name: string) =>
  sql.raw(`jsonb_path_query_first(line, '$.lens.lens[*] ? (@.name == "${name}").item') #>> '{}'`);

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
    // What the reports sum (docs/operating.md#reports), kept by PostgreSQL beside the line as it is
    // written: over 100,000 orders, opening every line's whole JSON took most of the frames
    // report's time; these few plain values sit in the row itself.
    /** frame, accessory … */
    salesKind: text('sales_kind').generatedAlwaysAs(sql`line ->> 'kind'`),
    salesCode: text('sales_code').generatedAlwaysAs(sql`line ->> 'code'`),
    salesName: text('sales_name').generatedAlwaysAs(sql`line ->> 'name'`),
    /** The colour's name, '' for none. */
    salesColor: text('sales_color').generatedAlwaysAs(sql`coalesce(line ->> 'colorName', '')`),
    salesTotalCents: bigint('sales_total_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(line ->> 'totalCents')::bigint`,
    ),
    /** The lens use, '' for a frame bought without lenses. */
    salesLensUse: text('sales_lens_use').generatedAlwaysAs(sql`coalesce(line -> 'lens' ->> 'lensUse', '')`),
    /** The lens steps' choices the reports share frames out by (one each), null for none. */
    salesLensIndex: text('sales_lens_index').generatedAlwaysAs(lensChoice('Lens Index')),
    salesLensType: text('sales_lens_type').generatedAlwaysAs(lensChoice('Lens Type')),
    salesAddOns: text('sales_add_ons').generatedAlwaysAs(lensChoice('Additional Price')),
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
 * Each check of an order's prescription (docs/operating.md#optician-check): a confirmation with the
 * optician's name and licence number and the checklist they ticked, or a question to the shopper
 * with its ticket. The order page's history shows them; the order keeps the latest in its columns.
 */
export const orderPrescriptionChecks = pgTable(
  'order_prescription_checks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** confirmed | question */
    decision: text('decision').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The member's name and licence number as they were when they checked. */
    staffName: text('staff_name').notNull(),
    licenceNumber: text('licence_number'),
    /** The checklist's items ticked (a confirmation). */
    checked: text('checked').array().notNull(),
    /** The ticket the shopper is asked in (a question). */
    ticketNumber: text('ticket_number'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_prescription_checks_order_idx').on(t.orderId, t.at),
    check('order_prescription_checks_decision', sql`${t.decision} in ('confirmed', 'question')`),
  ],
);

/**
 * Every move of an order through the lab's stages, with when and who (docs/operating.md#lab-stages).
 * Its own table, not order_history: a stage is not a status (the history's from → to would read
 * 1 → 1), and the move keeps the member who made it.
 */
export const orderLabMoves = pgTable(
  'order_lab_moves',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    /** The member who moved it; null for the command line, or the shop's own move. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Who, as the console shows it: the member's e-mail, "command line" or "the shop". */
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lab_moves_order_idx').on(t.orderId, t.at),
    uniqueIndex('order_lab_moves_once_key').on(t.orderId, t.stage),
  ],
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
    /**
     * The tax part of the amount (docs/operating.md#refund-by-line): what the tax report counts as
     * refunded. 0 on an order without tax.
     */
    taxCents: integer('tax_cents').notNull().default(0),
    /** The lines, parts and shipping it gave back, for a refund by line; null for an amount. */
    breakdown: jsonb('breakdown').$type<StoredRefundBreakdown>(),
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
    // the reports sum the refunds done by the day they were done (docs/operating.md#reports)
    index('order_refunds_done_idx')
      .on(t.completedAt)
      .where(sql`${t.state} = 'done'`),
    check('order_refunds_amount', sql`${t.amountCents} > 0`),
    check('order_refunds_tax', sql`${t.taxCents} between 0 and ${t.amountCents}`),
    check('order_refunds_destination', sql`${t.destination} in ('original', 'wallet')`),
    check('order_refunds_state', sql`${t.state} in ('pending', 'done', 'failed')`),
  ],
);

/** The staff's notes on an order (docs/operating.md#order-notes): in the console, never to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The member's e-mail when they wrote it, kept if the member goes. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.at),
    check('order_notes_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
