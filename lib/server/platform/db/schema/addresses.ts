import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A delivery address of an account (/api/address/*). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-2, one of countries.iso_code. */
    countryCode: text('country_code').notNull(),
    /** Province or state name; required where the country needs one. */
    province: text('province'),
    city: text('city').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    postcode: text('postcode').notNull(),
    phoneCode: text('phone_code').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
