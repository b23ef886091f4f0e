import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A saved prescription (fields and ranges: docs/product.md#prescription-rules). Powers are kept in
 * hundredths (−2.25 → −225) so 0.25 steps stay exact; PD in tenths of a millimetre. Either typed
 * values or an uploaded image (stored privately, `image_key`), never neither.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    odSph: integer('od_sph'),
    odCyl: integer('od_cyl'),
    odAxis: smallint('od_axis'),
    odAdd: integer('od_add'),
    osSph: integer('os_sph'),
    osCyl: integer('os_cyl'),
    osAxis: smallint('os_axis'),
    osAdd: integer('os_add'),
    /** Single PD, or null when two PDs are given. */
    pd: integer('pd'),
    pdRight: integer('pd_right'),
    pdLeft: integer('pd_left'),
    /** The uploaded prescription picture in private storage, re-encoded without metadata. */
    imageKey: text('image_key'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_user_idx').on(t.userId, t.createdAt)],
);
