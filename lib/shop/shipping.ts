import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from './constants';

// Shipping methods and their fees ("free shipping on US orders of $69 or more";
// docs/product.md#shipping: standard shipping in the US is free from $69 of discounted merchandise,
// faster options always cost). Fees are US cents.

export const SHIPPING_METHODS = ['standard', 'expedited', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** The fewest and most business days a parcel is on its way. */
export type BusinessDays = readonly [number, number];

export interface ShippingRate {
  method: ShippingMethod;
  name: string;
  /** Business days, as "5–8 business days". */
  days: string;
  feeCents: number;
}

interface RateTerms {
  name: string;
  /** What the delivery estimate counts (shipping-delivery.ts) and `days` says. */
  transitDays: BusinessDays;
  feeCents: number;
}

type RateTable = Readonly<Partial<Record<ShippingMethod, RateTerms>>>;

const US_RATES: RateTable = {
  standard: { name: 'Standard shipping', transitDays: [5, 8], feeCents: 595 },
  expedited: { name: 'Expedited shipping', transitDays: [3, 4], feeCents: 1495 },
  express: { name: 'Express shipping', transitDays: [1, 2], feeCents: 2495 },
};

const INTERNATIONAL_RATES: RateTable = {
  standard: { name: 'International standard', transitDays: [10, 20], feeCents: 1495 },
  express: { name: 'International express', transitDays: [4, 7], feeCents: 3495 },
};

const ratesOf = (countryCode: string) => (countryCode === 'US' ? US_RATES : INTERNATIONAL_RATES);

function ratesFor(countryCode: string): ShippingRate[] {
  return SHIPPING_METHODS.flatMap((method) => {
    const terms = ratesOf(countryCode)[method];
    if (!terms) return [];
    const [fewest, most] = terms.transitDays;
    return [{ method, name: terms.name, days: `${fewest}–${most} business days`, feeCents: terms.feeCents }];
  });
}

/** How many business days a method takes to the country, or null when the country does not offer it. */
export function transitDays(countryCode: string, method: ShippingMethod): BusinessDays | null {
  return ratesOf(countryCode)[method]?.transitDays ?? null;
}

export interface ShippingOption extends ShippingRate {
  /** The fee before the free-shipping offer. */
  regularFeeCents: number;
  free: boolean;
}

/** Whether standard shipping is free: only in the US, from $69 of merchandise after discounts. */
export function qualifiesForFreeShipping(countryCode: string, discountedMerchandiseCents: number): boolean {
  return countryCode === 'US' && discountedMerchandiseCents >= FREE_SHIPPING_THRESHOLD_USD_CENTS;
}

/** The methods offered for a country and a merchandise total, cheapest first. */
export function shippingOptions(countryCode: string, discountedMerchandiseCents: number): ShippingOption[] {
  const rates = ratesFor(countryCode);
  const freeStandard = qualifiesForFreeShipping(countryCode, discountedMerchandiseCents);
  return rates.map((rate) => {
    const free = rate.method === 'standard' && freeStandard;
    return { ...rate, regularFeeCents: rate.feeCents, feeCents: free ? 0 : rate.feeCents, free };
  });
}

/** The fee of a method, or null when the country does not offer it. */
export function shippingFee(
  countryCode: string,
  method: ShippingMethod,
  discountedMerchandiseCents: number,
): number | null {
  const option = shippingOptions(countryCode, discountedMerchandiseCents).find(
    (entry) => entry.method === method,
  );
  return option ? option.feeCents : null;
}

/**
 * "$X away from free shipping" on the cart (issue: the cart's progress line): how much more US
 * merchandise, after discounts, makes standard shipping free; 0 once it is.
 */
export function awayFromFreeShipping(discountedMerchandiseCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_USD_CENTS - discountedMerchandiseCents);
}
