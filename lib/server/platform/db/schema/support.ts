import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { staffMembers } from './staff';

/** A message from the contact form (/api/contact/save), answered by the support team. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** What the shopper quotes in follow-ups: T-7K2M9Q. */
    ticketNumber: text('ticket_number').notNull(),
    name: text('name').notNull(),
    /** Where the answer goes; an account's ticket may use the account's address instead. */
    email: text('email'),
    /** The account that filed it, or null for a guest's ticket. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    /** order | prescription | returns | product | website | other */
    topic: text('topic').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    /** open | answered | closed */
    status: text('status').notNull().default('open'),
    /** shopper (contact page, account) | shop (a question the shop asks, e.g. about a prescription) */
    openedBy: text('opened_by').notNull().default('shopper'),
    /** The member who looks after it. */
    assignedTo: integer('assigned_to').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** When the support team last read the thread: a shopper message after it is unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or status change, for sorting a shopper's tickets. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_tickets_number_key').on(t.ticketNumber),
    index('support_tickets_user_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
  ],
);

/** A message in a support ticket's thread: the shopper's or the support team's. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** shopper | support */
    author: text('author').notNull(),
    body: text('body').notNull(),
    /** The member who wrote a support message. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
