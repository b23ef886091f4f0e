import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The store credit ledger: every credit (refund to wallet, goodwill) and debit (spent at checkout)
 * in US cents, signed. The balance is the sum; a row is never changed, only added.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** refund | goodwill | spent | expired | adjustment (an operator's, with its reason as the note) */
    kind: text('kind').notNull(),
    note: text('note').notNull(),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    check('wallet_entries_nonzero', sql`${t.amountCents} <> 0`),
  ],
);
