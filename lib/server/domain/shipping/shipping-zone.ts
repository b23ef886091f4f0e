import {
  freeShippingThreshold,
  zoneFor,
  zonesByRegion,
  type ShippingMethodTerms,
  type ShippingTable,
} from '@/lib/shop/shipping';
import { provinceCodeIn, provinceCodesOf, type ProvinceCodes } from '@/lib/server/domain/reference';
import { currentShippingTable } from './shipping-store';

// Which methods an address is offered (docs/operating.md#shipping): the most specific zone wins,
// a zone of the address's province, then of its country, then the one for every other country.

export interface ShippingDestination {
  countryCode: string;
  /** The province or state, as the address keeps it (its name) or as a code. */
  province?: string | null | undefined;
}

/**
 * The table with the province codes of every country it zones by province: all that choosing an
 * address's methods reads. A transaction takes them before it begins (docs/architecture.md#transactions):
 * read inside it, a table just changed or past its backstop would be read on a second query, which
 * on the embedded database waits for the transaction that is waiting for it.
 */
export interface ShippingRules {
  table: ShippingTable;
  /** By upper-case country code. */
  provinceCodes: ReadonlyMap<string, ProvinceCodes>;
}

export async function currentShippingRules(): Promise<ShippingRules> {
  const table = await currentShippingTable();
  const byProvince = new Set(
    table.flatMap((zone) =>
      zone.regions.length > 0 ? zone.countries.map((code) => code.toUpperCase()) : [],
    ),
  );
  const provinceCodes = new Map(
    await Promise.all(
      [...byProvince].map(async (country) => [country, await provinceCodesOf(country)] as const),
    ),
  );
  return { table, provinceCodes };
}

/** The methods offered to an address, in the zone's order; none where no zone takes it. */
export function methodsIn(
  rules: ShippingRules,
  destination: ShippingDestination,
): readonly ShippingMethodTerms[] {
  const { table } = rules;
  const codes = zonesByRegion(table, destination.countryCode)
    ? rules.provinceCodes.get(destination.countryCode.toUpperCase())
    : undefined;
  const regionCode = codes ? provinceCodeIn(codes, destination.province ?? '') || null : null;
  return zoneFor(table, { countryCode: destination.countryCode, regionCode })?.methods ?? [];
}

/** methodsIn the rules read now: never inside a transaction. */
export async function shippingMethodsFor(
  destination: ShippingDestination,
): Promise<readonly ShippingMethodTerms[]> {
  return methodsIn(await currentShippingRules(), destination);
}

/**
 * The merchandise total, after discounts, from which shipping to the country is free (the US
 * standard method's threshold in the seeded table); null when nothing ships there free. What the
 * pages that advertise free shipping say.
 */
export async function currentFreeShippingThreshold(countryCode: string): Promise<number | null> {
  const table = await currentShippingTable();
  return freeShippingThreshold(zoneFor(table, { countryCode })?.methods ?? []);
}
