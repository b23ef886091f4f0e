import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The shipping zones (docs/operating.md#shipping): countries, or provinces within one country, and
 * one zone with no countries for every other country. Seeded with the shop's default table; an
 * owner replaces the whole table in the console.
 */
export const shippingZones = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** ISO country codes; empty for the catch-all zone. */
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Province or state codes within the zone's one country; empty when it covers whole countries. */
  regions: text('regions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A zone's shipping methods, each named by a code stable across price changes (`standard`…). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    fewestDays: integer('fewest_days').notNull(),
    mostDays: integer('most_days').notNull(),
    /** Free from this much merchandise after discounts; null when the method always costs. */
    freeFromCents: integer('free_from_cents'),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('shipping_methods_zone_code_key').on(t.zoneId, t.code),
    check('shipping_methods_price', sql`${t.priceCents} >= 0`),
    check('shipping_methods_days', sql`${t.fewestDays} >= 0 AND ${t.fewestDays} <= ${t.mostDays}`),
  ],
);
