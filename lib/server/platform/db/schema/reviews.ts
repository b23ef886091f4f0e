import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { staffMembers } from './staff';

/**
 * Shoppers' reviews of a product (/api/review/*). products.rating_average and rating_count are
 * derived from the published rows (lib/server/domain/reviews/product-ratings.ts).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The author's account; null for seeded reviews. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown with the review, first name and initial: "Maria K.". */
    authorName: text('author_name').notNull(),
    /** 1–5 stars. */
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    /** Whether the author bought the product from the shop. */
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    /** Unpublished reviews wait for moderation and count nowhere. */
    isPublished: boolean('is_published').notNull().default(true),
    /** When and by whom the shop hid it; hidden reviews are unpublished. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The shop's public answer, shown under the review. */
    shopReply: text('shop_reply'),
    shopRepliedAt: timestamp('shop_replied_at', { withTimezone: true }),
    shopRepliedBy: integer('shop_replied_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_product_rating_idx').on(t.productId, t.rating),
    // One review per buyer and product: saving again edits it (/api/review/save).
    uniqueIndex('reviews_user_product_key')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
  ],
);
