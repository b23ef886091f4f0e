import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/** Countries with their dialling codes (GET /api/other/country, CountryList, phoneCode). */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2 */
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  /** International dialling code without the plus sign, e.g. "1", "44". */
  phoneCode: text('phone_code').notNull(),
  /** One of the shop's currencies (docs/product.md#currencies) used for this country's shoppers, else USD. */
  currency: text('currency').notNull(),
  /** Whether the shop delivers there. */
  ships: boolean('ships').notNull(),
  /** Whether an address there needs a province or state. */
  requiresProvince: boolean('requires_province').notNull(),
  sort: smallint('sort').notNull(),
});

/** Provinces and states (POST /api/other/provinceList). */
export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('provinces_country_idx').on(t.countryId, t.name)],
);
