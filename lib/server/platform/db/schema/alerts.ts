import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The staff alerts a member asked to be mailed (docs/operating.md#alerts): one row per member and
 * event kind ticked under "Your account". No row, no mail: nobody is mailed without asking.
 */
export const staffAlertChoices = pgTable(
  'staff_alert_choices',
  {
    staffId: integer('staff_id').notNull(),
    /** paid-order | prescription-check | ticket | after-sales | low-stock | daily-summary (lib/shop/staff-alerts.ts) */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.kind] })],
);

/**
 * What happened that the staff may want to know (docs/operating.md#alerts): written in the
 * transaction of the change (the order paid, the ticket filed), so it exists exactly when the
 * change does. The console's notification list reads it; the fan-out job mails it once to the
 * members who asked, then stamps `mailed_at`.
 */
export const staffEvents = pgTable(
  'staff_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** One event per fact ("paid-order:42", "daily-summary:2026-12-05"): raising it twice keeps one. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** The console page of the object, from the site's root ("/admin/orders/OC…"). */
    path: text('path').notNull(),
    /** Lines the mail lists under its title (the daily summary's figures). */
    lines: jsonb('lines').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its mails were queued in the outbox; null while the fan-out job has yet to. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_events_key').on(t.key),
    index('staff_events_created_idx').on(t.createdAt),
    index('staff_events_unmailed_idx')
      .on(t.id)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/** Which member opened which event in the notification list: each member's reads are their own. */
export const staffEventReads = pgTable(
  'staff_event_reads',
  {
    staffId: integer('staff_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => staffEvents.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.eventId] })],
);
