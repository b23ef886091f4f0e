// Which tax rate applies where (docs/operating.md#taxes). Rates are data the owner keeps: a row
// names a country, a region (state or province code, or any), a postcode pattern (any, a prefix
// such as `94*`, or one exact postcode), a tax class (or any) and a priority. Pure, so the
// checkout, the tests and a later tax report match rates the same way.

/** What a part of an order is taxed as, in the shop's words. */
export const TAX_CLASSES = ['frames', 'prescription-lenses', 'accessories', 'shipping'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** A rate row's "any" region, postcode or class. */
export const ANY = '*';

/** Whether prices a country's shoppers see already include its tax, or tax is added at checkout. */
export const TAX_DISPLAYS = ['exclusive', 'inclusive'] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];

/** The console's words for a rate row's class (docs/operating.md#taxes "The classes"). */
export const TAX_CLASS_LABELS: Readonly<Record<TaxClass | typeof ANY, string>> = {
  [ANY]: 'Every class (*)',
  frames: 'Frames',
  'prescription-lenses': 'Prescription lenses',
  accessories: 'Accessories',
  shipping: 'Shipping',
};

/** The console's words for a country's display: EU, UK and AU style, or US and CA style. */
export const TAX_DISPLAY_LABELS: Readonly<Record<TaxDisplay, string>> = {
  inclusive: 'Prices include tax',
  exclusive: 'Tax added at checkout',
};

export interface TaxRate {
  id: number;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** A state or province code (`CA`, `ON`), or `*` for the whole country. */
  regionCode: string;
  /** `*` for any postcode, `94*` for those starting 94, or one postcode. */
  postcodePattern: string;
  taxClass: TaxClass | typeof ANY;
  /** Percent as a decimal string ("7.25"), kept exact. */
  ratePercent: string;
  /** Breaks a tie between rows that match equally specifically: the higher wins. */
  priority: number;
  /** What the shopper and the order call it: "California sales tax", "VAT". */
  name: string;
}

/** Where an order is delivered, as far as tax looks. */
export interface TaxPlace {
  countryCode: string;
  /** The state or province code, or "" where the country has none. */
  regionCode: string;
  postcode: string;
}

/** Postcodes compare without spaces or case: "sw1a 1aa" is "SW1A1AA". */
export function normalPostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/**
 * How specifically a row's postcode pattern matches, or -1 when it does not: an exact postcode
 * beats every prefix, a longer prefix beats a shorter one, and any postcode matches least.
 */
export function postcodeSpecificity(pattern: string, postcode: string): number {
  const wanted = normalPostcode(pattern);
  if (wanted === ANY || wanted === '') return 0;
  const given = normalPostcode(postcode);
  if (wanted.endsWith(ANY)) {
    const prefix = wanted.slice(0, -1);
    return given.startsWith(prefix) ? 1 + prefix.length : -1;
  }
  return given === wanted ? 1000 : -1;
}

/**
 * The one rate for a class at a place, or null when no row matches (no tax). Among the rows of the
 * place's country whose region, postcode and class match, the most specific wins, compared in
 * this order: a row for the class itself beats a row for any class (so an exemption such as
 * prescription lenses at 0 % holds across the whole state, whatever local rows say); then the
 * postcode (exact, then the longest prefix, then any); then a named region beats any region; then
 * the higher priority; then the lower id, so the answer never depends on the rows' order.
 */
export function matchTaxRate(rates: readonly TaxRate[], place: TaxPlace, taxClass: TaxClass): TaxRate | null {
  const country = place.countryCode.toUpperCase();
  const region = place.regionCode.toUpperCase();
  let best: { rate: TaxRate; rank: number[] } | null = null;
  for (const rate of rates) {
    if (rate.countryCode.toUpperCase() !== country) continue;
    const regionMatch = rate.regionCode === ANY ? 0 : rate.regionCode.toUpperCase() === region ? 1 : -1;
    if (regionMatch < 0) continue;
    const classMatch = rate.taxClass === ANY ? 0 : rate.taxClass === taxClass ? 1 : -1;
    if (classMatch < 0) continue;
    const postcodeMatch = postcodeSpecificity(rate.postcodePattern, place.postcode);
    if (postcodeMatch < 0) continue;
    const rank = [classMatch, postcodeMatch, regionMatch, rate.priority, -rate.id];
    if (!best || outranks(rank, best.rank)) best = { rate, rank };
  }
  return best?.rate ?? null;
}

function outranks(rank: readonly number[], other: readonly number[]): boolean {
  for (let index = 0; index < rank.length; index += 1) {
    const a = rank[index] ?? 0;
    const b = other[index] ?? 0;
    if (a !== b) return a > b;
  }
  return false;
}
