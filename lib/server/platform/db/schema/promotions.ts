import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's promotions (docs/operating.md#promotions), one row a promotion keyed by its name:
 * today only `frame-offer`, the second-frame offer (lib/shop/frame-offer.ts). Seeded with the
 * shop's default; an owner changes it in the console.
 */
export const promotions = pgTable('promotions', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
