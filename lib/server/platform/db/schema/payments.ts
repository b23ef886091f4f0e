import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

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
