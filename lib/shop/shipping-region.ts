import type { CurrencyCode } from './currency';

// Free standard shipping is a US offer (docs/product.md#shipping: "free shipping on US orders of
// $69 or more"), so a shopper who is not shipping to the US is never told "You get free US
// standard shipping". Where the parcel goes is known once there is an address (the checkout, a
// signed-in shopper's default address, the country in their profile); before that the shop goes by
// the currency, which is the shopper's own choice or the one their IP address suggested: US dollars
// mean the US, and any other currency names no country yet.

export interface ShopperWhereabouts {
  /** The country of the address the order goes to, or of the shopper's default address. */
  shippingCountry?: string | null;
  /** The country in the shopper's profile. */
  profileCountry?: string | null;
  /** The currency prices are shown in (chosen, or suggested from the IP address). */
  currency: CurrencyCode;
}

/**
 * Where the parcel goes as far as the cart can tell: the US (an address or profile there, or US
 * dollars), a known country elsewhere, or not known yet: another currency alone names no country,
 * so the cart says nothing of "your country" before one is known (docs/product.md#cart-shipping-note).
 */
export function shippingRegion(whereabouts: ShopperWhereabouts): 'us' | 'abroad' | 'unknown' {
  const country = whereabouts.shippingCountry || whereabouts.profileCountry;
  if (country) return country.toUpperCase() === 'US' ? 'us' : 'abroad';
  return whereabouts.currency === 'USD' ? 'us' : 'unknown';
}
