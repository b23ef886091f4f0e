import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The face measurement a shopper saved to the account (/api/account/fit/*, docs/product.md#saved-fit):
 * one per account, replaced by the next save. It reaches the shop only when the shopper saves it.
 */
export const fitMeasurements = pgTable(
  'fit_measurements',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The face's width at the temples, mm, to the tenth. */
    faceWidthMm: doublePrecision('face_width_mm').notNull(),
    /** The frame total widths that fit, whole mm (docs/product.md#face-fit). */
    frameWidthMin: smallint('frame_width_min').notNull(),
    frameWidthMax: smallint('frame_width_max').notNull(),
    /** The distance PD, mm, to the tenth; null when the measurement gave none (a single photo). */
    pdMm: doublePrecision('pd_mm'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the call's bounds (lib/shop/saved-fit.ts), kept by the table too
    check('fit_measurements_face_width', sql`${t.faceWidthMm} between 100 and 200`),
    check(
      'fit_measurements_frame_widths',
      sql`${t.frameWidthMin} between 100 and 180 and ${t.frameWidthMax} between 100 and 180 and ${t.frameWidthMin} <= ${t.frameWidthMax}`,
    ),
    check('fit_measurements_pd', sql`${t.pdMm} is null or ${t.pdMm} between 40 and 80`),
  ],
);
