import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A photo of a prescription uploaded in the lens flow (/api/process/upload), before it
 * joins a cart line. Owned by the device or the account that uploaded it; the handle is random
 * and only its owner may use it.
 */
export const prescriptionUploads = pgTable(
  'prescription_uploads',
  {
    handle: text('handle').primaryKey(),
    fileKey: text('file_key').notNull(),
    deviceId: text('device_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prescription_uploads_owner', sql`num_nonnulls(${t.deviceId}, ${t.userId}) >= 1`),
    index('prescription_uploads_created_idx').on(t.createdAt),
  ],
);
