import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox (docs/architecture.md#mail): a mail that belongs to a change (an order paid, an
 * account made, a reset code) is written here in the change's own transaction, so it exists exactly
 * when the change does, and is sent afterwards by whichever instance claims it first. A crash
 * between the commit and the send leaves the row waiting; it is sent after the restart, once.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** No other sender takes the mail before this; after a failure, when it is tried again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Tries so far; at MAIL_ATTEMPTS the mail is kept unsent, to be looked at. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the mail server took it; null while it waits. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_mails_waiting_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);
