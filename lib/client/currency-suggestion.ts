import type { Country } from '@/lib/contract/calls/reference';
import { currencyIndexOf } from '@/lib/shop/currency';

/** What the IP lookup told us about the visitor; every field may be missing. */
export interface VisitorLocation {
  country_code?: string;
  currency?: string;
}

/**
 * The index of the currency to suggest for a visitor: the lookup's own currency when the shop sells in
 * it, else the currency of the visitor's country; null when neither is one of the shop's currencies.
 */
export function suggestedCurrencyIndex(
  visitor: VisitorLocation | null,
  countries: readonly Country[],
): number | null {
  if (!visitor) return null;
  const direct = visitor.currency ? currencyIndexOf(visitor.currency.toUpperCase()) : -1;
  if (direct >= 0) return direct;
  const isoCode = visitor.country_code?.toUpperCase();
  const country = isoCode
    ? countries.find((candidate) => candidate.isoCode.toUpperCase() === isoCode)
    : undefined;
  const byCountry = country ? currencyIndexOf(country.currency.toUpperCase()) : -1;
  return byCountry >= 0 ? byCountry : null;
}
