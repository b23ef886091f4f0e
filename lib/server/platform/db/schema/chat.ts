import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { staffMembers } from './staff';
import { supportTickets } from './support';

/**
 * A live chat (docs/operating.md#live-chat). Its messages are its ticket's thread
 * (support_tickets, ticket_messages): every chat is kept as a ticket.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token the shopper's browser keeps: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** The signed-in shopper who started it, or null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** lib/shop/chat-rules: waiting | taken | handed-over | closed | ticket */
    status: text('status').notNull(),
    /** The member who answers it. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The shop page the shopper wrote from last. */
    pageUrl: text('page_url').notNull(),
    /** The shopper's cart as the server read it when they last wrote: lines and total. */
    cart: jsonb('cart').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_token_key').on(t.tokenHash),
    index('chat_conversations_status_idx').on(t.status, t.updatedAt),
  ],
);

/** A console chats page open now: its member is online until seen_at is STAFF_ONLINE_SECONDS old. */
export const chatPresence = pgTable(
  'chat_presence',
  {
    /** One per open page (its stream), so one member's two tabs count apart. */
    connectionId: text('connection_id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_presence_seen_idx').on(t.seenAt)],
);
