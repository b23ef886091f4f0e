import { DEFAULT_SHIPPING_TABLE, zoneFor, type ShippingMethodTerms } from '@/lib/shop/shipping';

/** The methods the seeded table offers to a country (docs/product.md#shipping). */
export function defaultMethodsOf(countryCode: string): readonly ShippingMethodTerms[] {
  return zoneFor(DEFAULT_SHIPPING_TABLE, { countryCode })?.methods ?? [];
}
