import { freeShippingThreshold, zoneFor, zonesByRegion, type ShippingMethodTerms } from '@/lib/shop/shipping';
import { provinceCodeOf } from '@/lib/server/domain/reference';
import { currentShippingTable } from './shipping-store';

// Which methods an address is offered (docs/operating.md#shipping): the most specific zone wins,
// a zone of the address's province, then of its country, then the one for every other country.

export interface ShippingDestination {
  countryCode: string;
  /** The province or state, as the address keeps it (its name) or as a code. */
  province?: string | null | undefined;
}

/** The methods offered to an address, in the zone's order; none where no zone takes it. */
export async function shippingMethodsFor(
  destination: ShippingDestination,
): Promise<readonly ShippingMethodTerms[]> {
  const table = await currentShippingTable();
  const regionCode = zonesByRegion(table, destination.countryCode)
    ? (await provinceCodeOf(destination.countryCode, destination.province ?? '')) || null
    : null;
  return zoneFor(table, { countryCode: destination.countryCode, regionCode })?.methods ?? [];
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
