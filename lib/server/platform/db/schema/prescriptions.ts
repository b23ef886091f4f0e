import { date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A saved prescription (fields and ranges: docs/product.md#prescription-rules). Powers are kept in
 * hundredths (−2.25 → −225) so 0.25 steps stay exact; PD in tenths of a millimetre. Either typed
 * values or an uploaded image (stored privately, `image_key`), never neither. The rest of what it
 * states (docs/product.md#prescription-details) is optional: prism in hundredths of a Δ with its
 * base, the near PD in tenths, the exam and expiry days as stated (the default expiry is worked out
 * when read), who wrote it and who wears it.
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
    /** The details' note (docs/product.md#prescription-details). */
    note: text('note'),
    odPrismH: integer('od_prism_h'),
    odPrismHBase: text('od_prism_h_base'),
    odPrismV: integer('od_prism_v'),
    odPrismVBase: text('od_prism_v_base'),
    osPrismH: integer('os_prism_h'),
    osPrismHBase: text('os_prism_h_base'),
    osPrismV: integer('os_prism_v'),
    osPrismVBase: text('os_prism_v_base'),
    /** Only when the prescription states it: otherwise worked out from the distance PD when read. */
    nearPd: integer('near_pd'),
    examDate: date('exam_date', { mode: 'string' }),
    /** Only when the prescription states it: otherwise the exam date plus the shop's validity. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    prescriberName: text('prescriber_name'),
    prescriberLicence: text('prescriber_licence'),
    wearerName: text('wearer_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_user_idx').on(t.userId, t.createdAt)],
);
