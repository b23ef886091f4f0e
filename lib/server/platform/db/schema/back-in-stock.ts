import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productVariants } from './catalog';

/**
 * "Email me when it's back": a shopper's request to hear when a sold-out colour of a frame is on
 * sale again. One row per e-mail and colour: asking again while it waits changes nothing, and
 * asking after the mail went out arms it again. The sweep that mails them claims rows with one
 * UPDATE … RETURNING, so two servers never send the same mail.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-case; where the mail goes. */
    email: text('email').notNull(),
    /** The account that asked, when signed in (its e-mail at the time). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the server that is sending the mail; a claim older than a few minutes is retried. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the mail went out; null while the request waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_variant_email_key').on(t.variantId, t.email),
    index('back_in_stock_requests_waiting_idx')
      .on(t.variantId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
