import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

/** Home-page banners (GET /api/other/banner). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  ctaLabel: text('cta_label').notNull(),
  /** Where the banner leads, a site path such as /flash-sale. */
  href: text('href').notNull(),
  imagePath: text('image_path').notNull(),
  imageAlt: text('image_alt').notNull(),
  /** An uploaded image's stored widths; null for a drawing. */
  imageWidths: smallint('image_widths').array(),
  sort: smallint('sort').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** The banner shows from / until these times; null: no bound. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** Words suggested under the search box (GET /api/other/hotSearchWords). */
export const hotSearchWords = pgTable('hot_search_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull(),
  sort: smallint('sort').notNull(),
});

/** Shoppers' photos wearing their frames (GET /api/other/photoWall, POST photoWallInfo). */
export const photoWallEntries = pgTable('photo_wall_entries', {
  id: serial('id').primaryKey(),
  author: text('author').notNull(),
  caption: text('caption').notNull(),
  story: text('story').notNull(),
  imagePath: text('image_path').notNull(),
  imageAlt: text('image_alt').notNull(),
  /** An uploaded image's stored widths; null for a drawing. */
  imageWidths: smallint('image_widths').array(),
  /** The frame worn in the photo, by product code. */
  productCode: text('product_code'),
  sort: smallint('sort').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** FAQ and help articles (/api/question/*). The body is Markdown (plain paragraphs are Markdown too). */
export const faqArticles = pgTable(
  'faq_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** Topic: shipping, returns, offers, lenses, prescriptions, orders, account, frames */
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_articles_topic_idx').on(t.topic, t.sort)],
);

/**
 * The editable blocks of the about and why-choose pages. The pages name their blocks and their
 * built-in text in code; a row here is an operator's version of one block.
 */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    /** about | why-choose */
    page: text('page').notNull(),
    /** The block's name on its page: intro, lenses … */
    key: text('key').notNull(),
    heading: text('heading').notNull(),
    /** Markdown, rendered without raw HTML. */
    body: text('body').notNull(),
    updatedBy: integer('updated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.page, t.key] })],
);
