import { categoryByKey, PRODUCT_TYPES } from './categories';
import { countsInOffer, offerDiscountedUnits, percentOf, type FrameOffer } from './frame-offer';

// What a coupon covers (docs/operating.md#coupons, docs/product.md#pricing): everything, some
// products, some categories or some lens options; whether it also makes shipping free; and how it
// meets the second-frame offer. Pure: the checkout, the order and the console all ask these rules.

/** What part of the cart a coupon's discount looks at. */
export const COUPON_SCOPES = ['all', 'products', 'categories', 'lens_options'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/**
 * combines: the coupon applies after the second-frame offer, on what the shopper pays for each
 * line (the shop's rule before coupons said more). not_with_offer: the units the offer discounted
 * are not eligible; the coupon works on the rest of the cart.
 */
export const COUPON_OFFER_RULES = ['combines', 'not_with_offer'] as const;
export type CouponOfferRule = (typeof COUPON_OFFER_RULES)[number];

/**
 * The categories a coupon may name: what a product is (docs/product.md#catalog). A line keeps its
 * product's category when the checkout freezes it; the flags (new arrival, flash sale, best seller)
 * change under a cart and are left out.
 */
export const COUPON_CATEGORIES = PRODUCT_TYPES;
export type CouponCategory = (typeof COUPON_CATEGORIES)[number];

export function isCouponCategory(value: string): value is CouponCategory {
  return (COUPON_CATEGORIES as readonly string[]).includes(value);
}

export interface CouponCoverage {
  scope: CouponScope;
  /** Product ids (scope products) or lens option ids (scope lens_options); empty otherwise. */
  scopeIds: readonly number[];
  /** Category keys (scope categories); empty otherwise. */
  scopeCategories: readonly string[];
  /** The shipping fee becomes 0, whatever the method; the merchandise is not touched. */
  freeShipping: boolean;
  offerRule: CouponOfferRule;
  /** The products' or lens options' names in the order of `scopeIds`, where the server looked them up. */
  scopeNames?: readonly string[] | undefined;
}

/** A coupon as every coupon was before coverage: the whole merchandise, after the offer. */
export const WHOLE_MERCHANDISE: CouponCoverage = Object.freeze({
  scope: 'all',
  scopeIds: Object.freeze([]),
  scopeCategories: Object.freeze([]),
  freeShipping: false,
  offerRule: 'combines',
});

/** What the coverage rules need of a cart line (lib/shop/order-pricing.ts PricedLineInput). */
export interface CoverageLine {
  kind: 'frame' | 'accessory';
  category?: string | undefined;
  /** Absent on lines priced without it: such a line is never in a products scope. */
  productId?: number | undefined;
  /** The line's chosen lens options and their prices per pair (frozen with the line). */
  lensOptions?: readonly { optionId: number; priceCents: number }[] | undefined;
  unitPriceCents: number;
  unitLensCents: number;
  quantity: number;
}

/** One unit's covered frame part and lens part, before any offer. */
function coveredUnit(line: CoverageLine, coverage: CouponCoverage): { frame: number; lens: number } {
  switch (coverage.scope) {
    case 'all':
      return { frame: line.unitPriceCents, lens: line.unitLensCents };
    case 'products':
      return line.productId !== undefined && coverage.scopeIds.includes(line.productId)
        ? { frame: line.unitPriceCents, lens: 0 }
        : { frame: 0, lens: 0 };
    case 'categories':
      return line.category !== undefined && coverage.scopeCategories.includes(line.category)
        ? { frame: line.unitPriceCents, lens: 0 }
        : { frame: 0, lens: 0 };
    case 'lens_options': {
      const lens = (line.lensOptions ?? [])
        .filter((option) => coverage.scopeIds.includes(option.optionId))
        .reduce((total, option) => total + option.priceCents, 0);
      return { frame: 0, lens };
    }
  }
}

export interface EligiblePart {
  /** What the coupon's discount is taken from, in cents. */
  eligibleCents: number;
  /** What the scope covers before the offer rule takes out the offer's units. */
  coveredCents: number;
}

/**
 * The part of the cart the coupon's discount is taken from. For each line: the covered part of a
 * unit (the whole line for everything; the frame or accessory price for products and categories;
 * the covered lens options' prices for lens options), times the units. With `combines` the offer's
 * discount on that part is taken out first (so a coupon on everything sees exactly the merchandise
 * total); with `not_with_offer` the units the offer discounted are left out.
 */
export function eligiblePart(
  lines: readonly CoverageLine[],
  offer: FrameOffer,
  coverage: CouponCoverage,
): EligiblePart {
  const discountedUnits = offerDiscountedUnits(lines, offer);
  let eligibleCents = 0;
  let coveredCents = 0;
  lines.forEach((line, index) => {
    if (line.quantity < 1) return;
    const unit = coveredUnit(line, coverage);
    const whole = (unit.frame + unit.lens) * line.quantity;
    coveredCents += whole;
    const offerUnits = countsInOffer(offer, line) ? (discountedUnits[index] ?? 0) : 0;
    if (coverage.offerRule === 'not_with_offer') {
      eligibleCents += (unit.frame + unit.lens) * (line.quantity - offerUnits);
    } else {
      // the same rounding as the offer itself, so everything after the offer is the merchandise total
      const offered = unit.frame + (offer.lensesDiscounted ? unit.lens : 0);
      eligibleCents += whole - percentOf(offered, offer.percent) * offerUnits;
    }
  });
  return { eligibleCents, coveredCents };
}

/**
 * The coupon's discount: 0 below the minimum spend (always the whole merchandise after the offer),
 * a percentage of the eligible part rounded half-up, or the amount, never above the eligible part.
 */
export function discountOnEligible(
  terms: { kind: 'percent' | 'amount'; value: number; minSpendCents: number },
  eligibleCents: number,
  merchandiseCents: number,
): number {
  if (!Number.isInteger(merchandiseCents) || merchandiseCents <= 0) return 0;
  if (merchandiseCents < terms.minSpendCents) return 0;
  const base = Math.min(Math.max(0, eligibleCents), merchandiseCents);
  if (base === 0 || terms.value <= 0) return 0;
  const discount = terms.kind === 'percent' ? Math.floor((base * terms.value + 50) / 100) : terms.value;
  return Math.min(discount, base);
}

export type CoverageRefusal = 'not_eligible' | 'offer';

/**
 * Why a coupon gives nothing on this cart, or null when it gives something: a coupon with a
 * discount and no free shipping whose eligible part is empty. `offer` when the scope covers
 * something and only the offer rule took it out.
 */
export function coverageRefusal(
  terms: { value: number },
  coverage: CouponCoverage,
  part: EligiblePart,
): CoverageRefusal | null {
  if (coverage.freeShipping || terms.value <= 0 || part.eligibleCents > 0) return null;
  return part.coveredCents > 0 && coverage.offerRule === 'not_with_offer' ? 'offer' : 'not_eligible';
}

/** "a and b", "a, b and c". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** A category key's menu name ("Sunglasses"), or the key itself. */
export function categoryName(key: string): string {
  return categoryByKey(key)?.name ?? key;
}

/**
 * What a scope covers, in the shop's words, or null for everything: "Frames in Sunglasses",
 * "Accessories", "Aviator and Round", "Lens options: Blue light filter". `names` are the
 * products' or lens options' names, in the order of the ids (the server looks them up).
 */
export function describeCoverage(
  coverage: Pick<CouponCoverage, 'scope' | 'scopeCategories'>,
  names: readonly string[] = [],
): string | null {
  switch (coverage.scope) {
    case 'all':
      return null;
    case 'products':
      return listOfNames(names);
    case 'categories': {
      const categories = listOfNames(coverage.scopeCategories.map(categoryName));
      const framesOnly = coverage.scopeCategories.every((key) => key !== 'accessories');
      if (framesOnly) return `Frames in ${categories}`;
      return coverage.scopeCategories.length === 1 ? categories : `Items in ${categories}`;
    }
    case 'lens_options':
      return `Lens options: ${listOfNames(names)}`;
  }
}

/** The message a shopper reads when the coupon gives nothing on their cart. */
export function coverageRefusalMessage(
  refusal: CoverageRefusal,
  coverage: Pick<CouponCoverage, 'scope' | 'scopeCategories'>,
  names: readonly string[] = [],
): string {
  if (refusal === 'offer') return COVERAGE_MESSAGES.offer;
  const what =
    coverage.scope === 'categories'
      ? listOfNames(coverage.scopeCategories.map(categoryName))
      : coverage.scope === 'lens_options'
        ? `the lens options ${listOfNames(names)}`
        : listOfNames(names);
  return COVERAGE_MESSAGES.notEligible(what || 'some items');
}

export const COVERAGE_MESSAGES = {
  offer: 'This coupon does not combine with the second-frame offer.',
  notEligible: (what: string) => `This coupon applies to ${what} only; nothing in your cart is eligible.`,
} as const;

/** Why a coupon's coverage cannot be kept, by field (the console's 422); unknown ids are the server's. */
export function coverageProblems(
  coverage: Pick<CouponCoverage, 'scope' | 'scopeIds' | 'scopeCategories' | 'freeShipping'>,
  value: number,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (value === 0 && !coverage.freeShipping)
    problems.push({ field: 'value', message: 'Give a discount, or choose free shipping.' });
  if (coverage.scope === 'products' && coverage.scopeIds.length === 0)
    problems.push({ field: 'scopeIds', message: 'Choose at least one product.' });
  if (coverage.scope === 'lens_options' && coverage.scopeIds.length === 0)
    problems.push({ field: 'scopeIds', message: 'Choose at least one lens option.' });
  if (coverage.scope === 'categories' && coverage.scopeCategories.length === 0)
    problems.push({ field: 'scopeCategories', message: 'Choose at least one category.' });
  return problems;
}
