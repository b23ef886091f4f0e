import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

/**
 * A product a shopper keeps for later (/api/wishlist/*). The owner is a guest's device
 * or an account; signing in moves the device's rows to the account. Exactly one owner per row,
 * and a product at most once per owner.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    /** The guest's X-Device-Id (docs/product.md#guest-cart), or null for an account's row. */
    deviceId: text('device_id'),
    /** The account's user id, or null for a guest's row. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wishlist_items_one_owner', sql`num_nonnulls(${t.deviceId}, ${t.userId}) = 1`),
    uniqueIndex('wishlist_items_device_product_key')
      .on(t.deviceId, t.productId)
      .where(sql`${t.deviceId} is not null`),
    uniqueIndex('wishlist_items_user_product_key')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
    index('wishlist_items_device_idx').on(t.deviceId, t.createdAt),
    index('wishlist_items_user_idx').on(t.userId, t.createdAt),
  ],
);
