import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
  sort: smallint('sort').notNull(),
  isActive: boolean('is_active').notNull().default(true),
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
  /** The frame worn in the photo, by product code. */
  productCode: text('product_code'),
  sort: smallint('sort').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** FAQ and help articles (/api/question/*). The body is plain paragraphs separated by blank lines. */
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
