import { sql } from 'drizzle-orm';
import {
  bigserial,
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

/** A message from the contact form (/api/contact/save), answered by the support team. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** What the shopper quotes in follow-ups: T-7K2M9Q. */
    ticketNumber: text('ticket_number').notNull(),
    name: text('name').notNull(),
    /** Where the answer goes; an account's ticket may use the account's address instead. */
    email: text('email'),
    /** The account that filed it, or null for a guest's ticket. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    /** order | prescription | returns | product | website | other */
    topic: text('topic').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    /** open | answered | closed */
    status: text('status').notNull().default('open'),
    /** shopper (contact page, account) | shop (a question the shop asks, e.g. about a prescription) */
    openedBy: text('opened_by').notNull().default('shopper'),
    /** The member who looks after it. */
    assignedTo: integer('assigned_to').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** When the support team last read the thread: a shopper message after it is unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or status change, for sorting a shopper's tickets. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_tickets_number_key').on(t.ticketNumber),
    index('support_tickets_user_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.createdAt),
  ],
);

/** A message in a support ticket's thread: the shopper's or the support team's. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** shopper | support */
    author: text('author').notNull(),
    body: text('body').notNull(),
    /** The member who wrote a support message. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * Page views and clicks reported by the storefront (/api/other/statistics). No IP address is kept:
 * the device id is the only link between events.
 */
export const siteEvents = pgTable(
  'site_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** page_view | click */
    type: text('type').notNull(),
    /** The site path, e.g. /details/OC1024. */
    path: text('path').notNull(),
    /** What was clicked, e.g. add-to-cart. */
    target: text('target'),
    referrer: text('referrer'),
    deviceId: text('device_id'),
    /** Server time: a browser's clock is not trusted. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_events_created_idx').on(t.createdAt),
    index('site_events_path_idx').on(t.path, t.createdAt),
  ],
);
