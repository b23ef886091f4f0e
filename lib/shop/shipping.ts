import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from './constants';

// Shipping methods and their fees (spec §1 "free shipping on US orders of $69 or more"; DESIGN §4:
// standard shipping in the US is free from $69 of discounted merchandise, faster options always
// cost). Fees are US cents.

export const SHIPPING_METHODS = ['standard', 'expedited', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export interface ShippingRate {
  method: ShippingMethod;
  name: string;
  /** Business days, as "5–8 business days". */
  days: string;
  feeCents: number;
}

const US_RATES: readonly ShippingRate[] = [
  { method: 'standard', name: 'Standard shipping', days: '5–8 business days', feeCents: 595 },
  { method: 'expedited', name: 'Expedited shipping', days: '3–4 business days', feeCents: 1495 },
  { method: 'express', name: 'Express shipping', days: '1–2 business days', feeCents: 2495 },
];

const INTERNATIONAL_RATES: readonly ShippingRate[] = [
  { method: 'standard', name: 'International standard', days: '10–20 business days', feeCents: 1495 },
  { method: 'express', name: 'International express', days: '4–7 business days', feeCents: 3495 },
];

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
  const rates = countryCode === 'US' ? US_RATES : INTERNATIONAL_RATES;
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
