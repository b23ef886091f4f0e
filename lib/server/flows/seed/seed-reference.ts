import { countries, provinces } from '../../platform/db/schema';
import { COUNTRIES_WITH_PROVINCES, COUNTRY_ROWS, currencyForCountry } from './data/countries';
import { PROVINCES } from './data/provinces';
import type { SeedWriter } from './insert-catalog';

/** Countries (the US first) and the provinces of those that require one. */
export async function insertReference(db: SeedWriter) {
  const inserted = await db
    .insert(countries)
    .values(
      COUNTRY_ROWS.map(([isoCode, name, phoneCode, ships], sort) => ({
        isoCode,
        name,
        phoneCode,
        currency: currencyForCountry(isoCode),
        ships,
        requiresProvince: COUNTRIES_WITH_PROVINCES.has(isoCode),
        sort,
      })),
    )
    .returning({ id: countries.id, isoCode: countries.isoCode });
  const provinceRows = inserted.flatMap(({ id, isoCode }) =>
    (PROVINCES[isoCode] ?? []).map(([code, name]) => ({ countryId: id, code, name })),
  );
  if (provinceRows.length > 0) await db.insert(provinces).values(provinceRows);
  return { countries: inserted.length, provinces: provinceRows.length };
}
