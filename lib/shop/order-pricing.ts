import { discountOnEligible, eligiblePart, WHOLE_MERCHANDISE, type CoverageLine } from './coupon-coverage';
import type { CouponTerms } from './coupon-rules';
import { countsInOffer, offerDiscountedUnits, percentOf, type FrameOffer } from './frame-offer';

// The order's money (the advertised terms; docs/product.md#pricing). Every amount is an
// integer of US cents, so the totals a shopper sees, the order keeps and the payment provider is
// asked for are the same numbers. The server prices; the browser shows what it was told.

/** What a cart line costs before any discount. Accessories have no lenses. */
export interface PricedLineInput extends CoverageLine {
  /** frame: eyeglasses or sunglasses (the second-frame offer may apply); accessory: everything else. */
  kind: 'frame' | 'accessory';
  /** The product's category (eyeglasses, sunglasses…); absent on lines frozen before it was kept. */
  category?: string | undefined;
  /** One unit's frame (or accessory) price. */
  unitPriceCents: number;
  /** One unit's lenses: the sum of the lens choices' prices (never discounted). */
  unitLensCents: number;
  quantity: number;
}

export interface PricedLine {
  /** (unit price + unit lenses) × quantity, before the second-frame offer. */
  subtotalCents: number;
  /** What the second-frame offer takes off this line's frames (0 for the full-price frame). */
  frameDiscountCents: number;
  /** subtotal − frame discount. */
  totalCents: number;
}

export interface MerchandiseTotals {
  lines: PricedLine[];
  /** Sum of the lines' subtotals. */
  subtotalCents: number;
  /** Sum of the second-frame discounts. */
  frameDiscountCents: number;
  /** subtotal − frame discount: what a coupon and the free-shipping threshold look at. */
  merchandiseCents: number;
}

/**
 * Buy one frame, get the others off (docs/product.md#pricing), as `offer` says: among the frame
 * units that count in the offer the most expensive one is full price and every other unit loses
 * the offer's percentage of its frame price (and of its lenses when the offer says so);
 * accessories and frames of other categories are never discounted. Ties go to the earlier line,
 * so the answer does not depend on sorting.
 */
export function priceMerchandise(lines: readonly PricedLineInput[], offer: FrameOffer): MerchandiseTotals {
  const discountedUnits = offerDiscountedUnits(lines, offer);
  const priced = lines.map((line, index): PricedLine => {
    const subtotalCents = (line.unitPriceCents + line.unitLensCents) * line.quantity;
    if (!countsInOffer(offer, line))
      return { subtotalCents, frameDiscountCents: 0, totalCents: subtotalCents };
    const discounted = line.unitPriceCents + (offer.lensesDiscounted ? line.unitLensCents : 0);
    const frameDiscountCents = percentOf(discounted, offer.percent) * (discountedUnits[index] ?? 0);
    return { subtotalCents, frameDiscountCents, totalCents: subtotalCents - frameDiscountCents };
  });
  const subtotalCents = sum(priced.map((line) => line.subtotalCents));
  const frameDiscountCents = sum(priced.map((line) => line.frameDiscountCents));
  return {
    lines: priced,
    subtotalCents,
    frameDiscountCents,
    merchandiseCents: subtotalCents - frameDiscountCents,
  };
}

export interface OrderTotals extends MerchandiseTotals {
  couponDiscountCents: number;
  /** merchandise − coupon: what the free-shipping threshold compares. */
  discountedMerchandiseCents: number;
  shippingCents: number;
  /** What the shopper pays, in US cents: the amount sent to the payment provider. */
  totalCents: number;
}

/**
 * The whole order: the second-frame offer, then at most one coupon on the part of the merchandise
 * it covers, then shipping, which the caller prices for the discounted merchandise
 * (lib/shop/shipping.ts) unless the coupon makes it free.
 */
export function priceOrder(
  lines: readonly PricedLineInput[],
  offer: FrameOffer,
  coupon: CouponTerms | null,
  shippingFor: (discountedMerchandiseCents: number) => number,
): OrderTotals {
  const merchandise = priceMerchandise(lines, offer);
  // a coupon on everything sees exactly the merchandise total (lib/shop/coupon-coverage.ts)
  const eligible = coupon ? eligiblePart(lines, offer, coupon.coverage ?? WHOLE_MERCHANDISE) : null;
  const couponCents =
    coupon && eligible ? discountOnEligible(coupon, eligible.eligibleCents, merchandise.merchandiseCents) : 0;
  const discountedMerchandiseCents = merchandise.merchandiseCents - couponCents;
  // a free-shipping coupon makes the fee 0 whatever the method (docs/operating.md#coupons)
  const freeByCoupon = coupon?.coverage?.freeShipping === true;
  const shippingCents = lines.length > 0 && !freeByCoupon ? shippingFor(discountedMerchandiseCents) : 0;
  return {
    ...merchandise,
    couponDiscountCents: couponCents,
    discountedMerchandiseCents,
    shippingCents,
    totalCents: discountedMerchandiseCents + shippingCents,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
