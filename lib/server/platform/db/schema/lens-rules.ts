import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The lens rules driven by the prescription and the frame (docs/product.md#lens-rules), one row a
 * rule, keyed by its name in lib/shop/lens-rules.ts (indexByPower, requiredIndex, rimIndex,
 * multifocalHeight, labRange). Seeded with the shop's defaults; an operator edits them in the console.
 */
export const lensRules = pgTable('lens_rules', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
