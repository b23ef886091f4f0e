import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

/**
 * Every operator action (docs/operating.md#audit-log): who, what, when, the object, before and
 * after. The actor's e-mail is copied so the line still reads when the member is gone. Rows are
 * only added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The member, or null for the command line. */
    actorId: integer('actor_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** What was done, as object.verb: order.ship, prescription.view, staff.add … */
    action: text('action').notNull(),
    /** order | prescription | after-sales | ticket | customer | staff | coupon … */
    objectType: text('object_type').notNull(),
    /** The object's number or id as the console shows it (an order number, a ticket number …). */
    objectId: text('object_id').notNull(),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
