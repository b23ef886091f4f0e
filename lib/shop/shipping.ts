// Shipping as the owner keeps it (docs/operating.md#shipping, docs/product.md#shipping): zones of
// countries (or of provinces within one country), each with its methods, prices and delivery days.
// The table itself is data (the shipping module); these are the pure rules over a given table.
// Fees are US cents.

/** The fewest and most business days a parcel is on its way. */
export type BusinessDays = readonly [number, number];

/** A method's code: a stable slug the checkout, snapshots and orders name it by (`standard`, `express`…). */
export type ShippingMethod = string;

export const SHIPPING_METHOD_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SHIPPING_METHOD_CODE_MAX = 40;

export interface ShippingMethodTerms {
  code: ShippingMethod;
  name: string;
  priceCents: number;
  /** What the delivery estimate counts (shipping-delivery.ts) and the shipping step says. */
  days: BusinessDays;
  /** The method is free from this much merchandise after discounts; null when it always costs. */
  freeFromCents: number | null;
}

export interface ShippingZone {
  name: string;
  /** ISO country codes; none for the catch-all zone ("Rest of the world"). */
  countries: readonly string[];
  /** Province or state codes within the zone's one country; none when it covers whole countries. */
  regions: readonly string[];
  /** In the order the checkout lists them. */
  methods: readonly ShippingMethodTerms[];
}

export type ShippingTable = readonly ShippingZone[];

export const REST_OF_THE_WORLD = 'Rest of the world';

/**
 * The table a new shop is seeded with (the shipping migration writes the same rows): the unit
 * tests' fixture and what the shop prices with when the stored table cannot be read.
 */
export const DEFAULT_SHIPPING_TABLE: ShippingTable = [
  {
    name: 'United States',
    countries: ['US'],
    regions: [],
    methods: [
      { code: 'standard', name: 'Standard shipping', priceCents: 595, days: [5, 8], freeFromCents: 6_900 },
      { code: 'expedited', name: 'Expedited shipping', priceCents: 1_495, days: [3, 4], freeFromCents: null },
      { code: 'express', name: 'Express shipping', priceCents: 2_495, days: [1, 2], freeFromCents: null },
    ],
  },
  {
    name: REST_OF_THE_WORLD,
    countries: [],
    regions: [],
    methods: [
      {
        code: 'standard',
        name: 'International standard',
        priceCents: 1_495,
        days: [10, 20],
        freeFromCents: null,
      },
      {
        code: 'express',
        name: 'International express',
        priceCents: 3_495,
        days: [4, 7],
        freeFromCents: null,
      },
    ],
  },
];

export interface ShippingPlace {
  countryCode: string;
  /** The province or state's code, when the address has one. */
  regionCode?: string | null | undefined;
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * The zone an address ships in: the most specific one wins — a zone naming the address's country
 * and its province, then one naming the country, then the catch-all (no countries). Null only for
 * a table without a catch-all.
 */
export function zoneFor(table: ShippingTable, place: ShippingPlace): ShippingZone | null {
  const ofCountry = table.filter((zone) => zone.countries.some((code) => same(code, place.countryCode)));
  const region = place.regionCode;
  return (
    (region ? ofCountry.find((zone) => zone.regions.some((code) => same(code, region))) : undefined) ??
    ofCountry.find((zone) => zone.regions.length === 0) ??
    table.find((zone) => zone.countries.length === 0) ??
    null
  );
}

/** Whether the country has a zone with provinces: only then is the address's province looked up. */
export function zonesByRegion(table: ShippingTable, countryCode: string): boolean {
  return table.some(
    (zone) => zone.regions.length > 0 && zone.countries.some((code) => same(code, countryCode)),
  );
}

export interface ShippingOption {
  method: ShippingMethod;
  name: string;
  /** Business days, as "5–8 business days". */
  days: string;
  feeCents: number;
  /** The fee before the free-shipping offer. */
  regularFeeCents: number;
  free: boolean;
  /** The code of the coupon that makes the method free (docs/operating.md#coupons), when one does. */
  freeWithCoupon?: string;
}

const freeAt = (method: ShippingMethodTerms, discountedMerchandiseCents: number) =>
  method.freeFromCents !== null && discountedMerchandiseCents >= method.freeFromCents;

export const daysInWords = ([fewest, most]: BusinessDays) => `${fewest}–${most} business days`;

/** The methods a zone offers for a merchandise total after discounts, in the zone's order. */
export function shippingOptions(
  methods: readonly ShippingMethodTerms[],
  discountedMerchandiseCents: number,
): ShippingOption[] {
  return methods.map((method) => {
    const free = freeAt(method, discountedMerchandiseCents);
    return {
      method: method.code,
      name: method.name,
      days: daysInWords(method.days),
      regularFeeCents: method.priceCents,
      feeCents: free ? 0 : method.priceCents,
      free,
    };
  });
}

/**
 * The options as a free-shipping coupon leaves them (docs/operating.md#coupons): every method costs
 * nothing, its usual fee kept to be shown struck through, the coupon named.
 */
export function freeWithCoupon(options: readonly ShippingOption[], couponCode: string): ShippingOption[] {
  return options.map((option) => ({ ...option, feeCents: 0, free: true, freeWithCoupon: couponCode }));
}

/** The fee of a method, or null when the zone does not offer it. */
export function shippingFee(
  methods: readonly ShippingMethodTerms[],
  code: ShippingMethod,
  discountedMerchandiseCents: number,
): number | null {
  const method = methods.find((entry) => entry.code === code);
  if (!method) return null;
  return freeAt(method, discountedMerchandiseCents) ? 0 : method.priceCents;
}

/** The lowest merchandise total that makes one of the zone's methods free; null when none ever is. */
export function freeShippingThreshold(methods: readonly ShippingMethodTerms[]): number | null {
  const thresholds = methods.flatMap((method) =>
    method.freeFromCents === null ? [] : [method.freeFromCents],
  );
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

/** Whether one of the zone's methods is free for this merchandise total after discounts. */
export function qualifiesForFreeShipping(
  methods: readonly ShippingMethodTerms[],
  discountedMerchandiseCents: number,
): boolean {
  return methods.some((method) => freeAt(method, discountedMerchandiseCents));
}

/**
 * "$X away from free shipping": how much more merchandise, after discounts, makes one of the
 * zone's methods free; 0 once it is, and 0 where no method is ever free.
 */
export function awayFromFreeShipping(
  methods: readonly ShippingMethodTerms[],
  discountedMerchandiseCents: number,
): number {
  const threshold = freeShippingThreshold(methods);
  return threshold === null ? 0 : Math.max(0, threshold - discountedMerchandiseCents);
}
