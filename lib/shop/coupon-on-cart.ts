import {
  coverageRefusal,
  coverageRefusalMessage,
  discountOnEligible,
  eligiblePart,
  WHOLE_MERCHANDISE,
} from './coupon-coverage';
import { checkCoupon, type CouponCheck, type HeldCoupon } from './coupon-rules';
import type { FrameOffer } from './frame-offer';
import { priceMerchandise, type PricedLineInput } from './order-pricing';

// A held coupon on a cart (docs/product.md#pricing): the coupon's own checks (used, expired, minimum
// spend…), then what it covers. The checkout shows the refusal; the snapshot's status call
// compares the discount with the one frozen.

/** Whether the coupon can be used on these lines now, and its discount; refusals are sentences a shopper reads. */
export function checkCouponOnCart(
  held: HeldCoupon,
  lines: readonly PricedLineInput[],
  offer: FrameOffer,
  now: Date,
): CouponCheck {
  const merchandiseCents = priceMerchandise(lines, offer).merchandiseCents;
  const check = checkCoupon(held, merchandiseCents, now);
  if (!check.usable) return check;
  const coverage = held.coverage ?? WHOLE_MERCHANDISE;
  const part = eligiblePart(lines, offer, coverage);
  const refusal = coverageRefusal(held, coverage, part);
  if (refusal) {
    return {
      usable: false,
      reason: refusal,
      message: coverageRefusalMessage(refusal, coverage, coverage.scopeNames),
    };
  }
  return { usable: true, discountCents: discountOnEligible(held, part.eligibleCents, merchandiseCents) };
}
