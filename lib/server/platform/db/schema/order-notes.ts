import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staffMembers } from './staff';

/**
 * The staff's internal notes on an order (docs/operating.md#order-notes): shown in the console's
 * history of the order, never in anything the shopper reads.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Who wrote it, as the console shows it (the member's e-mail then): kept if the member goes. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.at),
    check('order_notes_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
