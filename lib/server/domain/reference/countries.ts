import { asc, eq } from 'drizzle-orm';
import type { Country, Province } from '@/lib/contract/calls/reference';
import { NotFoundError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db';
import { countries, provinces } from './tables';

const countryColumns = {
  id: countries.id,
  isoCode: countries.isoCode,
  name: countries.name,
  phoneCode: countries.phoneCode,
  currency: countries.currency,
  ships: countries.ships,
  requiresProvince: countries.requiresProvince,
};

/** Countries the shop delivers to (address forms), the US first. */
export async function listShippingCountries(): Promise<{ list: Country[] }> {
  const db = await database();
  const list = await db
    .select(countryColumns)
    .from(countries)
    .where(eq(countries.ships, true))
    .orderBy(asc(countries.sort), asc(countries.name));
  return { list };
}

export async function listAllCountries(): Promise<{ list: Country[] }> {
  const db = await database();
  const list = await db
    .select(countryColumns)
    .from(countries)
    .orderBy(asc(countries.sort), asc(countries.name));
  return { list };
}

export async function listPhoneCodes() {
  const db = await database();
  const list = await db
    .select({ isoCode: countries.isoCode, name: countries.name, phoneCode: countries.phoneCode })
    .from(countries)
    .orderBy(asc(countries.sort), asc(countries.name));
  return { list };
}

export async function listProvinces(
  ref: { countryId: number } | { isoCode: string },
): Promise<{ list: Province[] }> {
  const db = await database();
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where('countryId' in ref ? eq(countries.id, ref.countryId) : eq(countries.isoCode, ref.isoCode))
    .limit(1);
  if (!country) throw new NotFoundError('The country');
  const list = await db
    .select({ id: provinces.id, code: provinces.code, name: provinces.name })
    .from(provinces)
    .where(eq(provinces.countryId, country.id))
    .orderBy(asc(provinces.name));
  return { list };
}
