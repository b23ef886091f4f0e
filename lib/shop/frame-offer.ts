import { EXTRA_FRAME_DISCOUNT_PERCENT } from './constants';

// The "buy one frame, get the others off" offer as the owner keeps it (docs/product.md#pricing,
// docs/operating.md#promotions). The shop is seeded with DEFAULT_FRAME_OFFER, today's rule; an owner
// may turn it off or change its percentage, the categories it counts and whether lenses share in it.
// Pure: the cart, the checkout and the order are priced with the offer they are given.

/** The categories whose frames may count in the offer (accessories never do). */
export const FRAME_OFFER_CATEGORIES = ['eyeglasses', 'sunglasses'] as const;
export type FrameOfferCategory = (typeof FRAME_OFFER_CATEGORIES)[number];

export const FRAME_OFFER_PERCENT = { min: 1, max: 100 } as const;

export interface FrameOffer {
  /** Off: every frame is full price and the offer is advertised nowhere. */
  enabled: boolean;
  /** What every frame after the most expensive one loses, in whole percent (1–100). */
  percent: number;
  /** The frame categories that count; a frame of another category is full price and never "the first". */
  categories: readonly FrameOfferCategory[];
  /** Whether the discounted pairs' lenses lose the percentage too (the default: never). */
  lensesDiscounted: boolean;
}

/** Today's rule: every other frame 50 % off, eyeglasses and sunglasses, lenses at full price. */
export const DEFAULT_FRAME_OFFER: FrameOffer = Object.freeze({
  enabled: true,
  percent: EXTRA_FRAME_DISCOUNT_PERCENT,
  categories: Object.freeze([...FRAME_OFFER_CATEGORIES]),
  lensesDiscounted: false,
});

/** The offer's name wherever a line or a total shows what it took off (docs/product.md#line-breakdown). */
export function frameOfferName(offer: Pick<FrameOffer, 'percent'>): string {
  return `Second frame ${offer.percent}% off`;
}

/** `percent` of an amount, rounded half-up to the cent: 50 % of $49.99 → $25.00. */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * Whether a line's units count in the offer. A frame frozen before lines kept their category
 * (`category` absent) was priced under the default, which counted every frame: it still counts.
 */
export function countsInOffer(
  offer: FrameOffer,
  line: { kind: 'frame' | 'accessory'; category?: string | undefined },
): boolean {
  if (!offer.enabled || line.kind !== 'frame') return false;
  return line.category === undefined || (offer.categories as readonly string[]).includes(line.category);
}

/**
 * How many units of each line the offer discounts: among the units that count, the most expensive
 * one is full price and every other unit is discounted; ties go to the earlier line, so the answer
 * does not depend on sorting. Lines that do not count get 0.
 */
export function offerDiscountedUnits(
  lines: readonly {
    kind: 'frame' | 'accessory';
    category?: string | undefined;
    unitPriceCents: number;
    quantity: number;
  }[],
  offer: FrameOffer,
): number[] {
  const fullPriceLine = lines.reduce<number>((best, line, index) => {
    if (!countsInOffer(offer, line) || line.quantity < 1) return best;
    const current = lines[best];
    return best < 0 || !current || line.unitPriceCents > current.unitPriceCents ? index : best;
  }, -1);
  return lines.map((line, index) => {
    if (!countsInOffer(offer, line)) return 0;
    return index === fullPriceLine ? line.quantity - 1 : line.quantity;
  });
}

/** Why an offer cannot be kept, by field (the console's 422). */
export function frameOfferProblems(offer: FrameOffer): { field: keyof FrameOffer; message: string }[] {
  const problems: { field: keyof FrameOffer; message: string }[] = [];
  if (offer.enabled && offer.categories.length === 0)
    problems.push({ field: 'categories', message: 'Choose at least one category while the offer is on.' });
  return problems;
}
