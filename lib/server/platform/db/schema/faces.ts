import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A face photo the shopper saved for the virtual try-on (/api/detectface/*). The owner is
 * a guest's device or an account, exactly one; signing in moves the device's rows to the account.
 * The photo itself is a private file (docs/product.md#privacy), deleted with its row and at expiry.
 */
export const savedFaces = pgTable(
  'saved_faces',
  {
    id: serial('id').primaryKey(),
    /** The guest's X-Device-Id (docs/product.md#guest-cart), or null for an account's face. */
    deviceId: text('device_id'),
    /** The account's user id, or null for a guest's face. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The re-encoded JPEG in private storage: `faces/<32 hex>.jpg`. */
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** When the shopper agreed to the notice: the save that carried the consent. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by the sweeper from then on, and never listed or served after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('saved_faces_one_owner', sql`num_nonnulls(${t.deviceId}, ${t.userId}) = 1`),
    uniqueIndex('saved_faces_file_key_key').on(t.fileKey),
    index('saved_faces_user_idx').on(t.userId, t.createdAt),
    index('saved_faces_device_idx').on(t.deviceId, t.createdAt),
    index('saved_faces_expires_idx').on(t.expiresAt),
  ],
);
