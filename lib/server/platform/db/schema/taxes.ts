import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's tax rates (docs/operating.md#taxes), one row a rate: a country, a region (a state or
 * province code, or `*`), a postcode pattern (`*`, a prefix `94*`, or one postcode), a tax class
 * (frames, prescription-lenses, accessories, shipping, or `*`) and a priority, matched as
 * lib/shop/tax-rules.ts says. Each seeded row names the public source it was taken from and when.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    regionCode: text('region_code').notNull().default('*'),
    postcodePattern: text('postcode_pattern').notNull().default('*'),
    taxClass: text('tax_class').notNull().default('*'),
    /** Percent, exact: 7.2500. */
    ratePercent: numeric('rate_percent', { precision: 7, scale: 4 }).notNull(),
    priority: integer('priority').notNull().default(0),
    /** What the shopper and the order call it: "Sales tax", "VAT", "GST", "HST". */
    name: text('name').notNull(),
    /** Where the rate was taken from (a public page), and the day it was read there. */
    source: text('source').notNull().default(''),
    sourceDate: date('source_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_rates_rate', sql`${t.ratePercent} >= 0 and ${t.ratePercent} <= 100`),
    check(
      'tax_rates_class',
      sql`${t.taxClass} in ('*', 'frames', 'prescription-lenses', 'accessories', 'shipping')`,
    ),
  ],
);

/**
 * The shop's tax settings (docs/operating.md#taxes), one row keyed `tax`: whether tax is on (off on
 * a new shop, so its totals are as they were) and, per country, whether prices include tax.
 */
export const taxSettings = pgTable('tax_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
