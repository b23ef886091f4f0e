import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A mail topic an account opted in or out of (/api/subscription/*). */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the topics in lib/shop/mail-topics.ts. */
    topic: text('topic').notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_preferences_key').on(t.userId, t.topic)],
);

/** The newsletter's list (/api/user/subscribe), for guests from the footer and for accounts. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);
