import { describeCoverage, type CouponCoverage, type CouponOfferRule } from './coupon-coverage';
import { describeDiscount, type CouponTerms } from './coupon-rules';
import { formatPrice } from './currency';

// A coupon in one line, wherever it is listed (the console's list, the wallet, the checkout's
// picker): what it covers, what it takes off, and free shipping (docs/operating.md#coupons).

const usd = (cents: number) => formatPrice(cents, 'USD');

/**
 * "10% off", "Frames in Sunglasses, 10% off", "Free shipping", "$15.00 off + free shipping".
 * `formatCents` shows an amount in the shopper's currency on a page.
 */
export function describeCoupon(
  terms: Pick<CouponTerms, 'kind' | 'value'>,
  coverage: Pick<CouponCoverage, 'scope' | 'scopeCategories' | 'freeShipping' | 'scopeNames'> | undefined,
  formatCents: (cents: number) => string = usd,
): string {
  const discount = terms.value > 0 ? describeDiscount(terms, formatCents) : null;
  const covers = coverage ? describeCoverage(coverage, coverage.scopeNames) : null;
  const off = discount && covers ? `${covers}, ${discount}` : discount;
  if (!coverage?.freeShipping) return off ?? '';
  return off ? `${off} + free shipping` : 'Free shipping';
}

/** How the coupon meets the second-frame offer, as the console and the wallet say it. */
export function describeOfferRule(rule: CouponOfferRule): string {
  return rule === 'combines'
    ? 'Combines with the second-frame offer'
    : 'Not on frames the second-frame offer discounts';
}

/**
 * What a shopper's coupon is limited to, beyond its discount, or null for a coupon on everything
 * that combines with the offer: "Frames in Sunglasses · Free shipping · Not on frames the
 * second-frame offer discounts". `covers` is the server's describeCoverage.
 */
export function describeCouponLimits(coupon: {
  covers: string | null;
  freeShipping: boolean;
  offerRule: CouponOfferRule;
}): string | null {
  const parts = [
    coupon.covers ? `Only ${lowerFirst(coupon.covers)}` : null,
    coupon.freeShipping ? 'Free shipping' : null,
    coupon.offerRule === 'not_with_offer' ? describeOfferRule(coupon.offerRule) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "Frames in Sunglasses" → "frames in Sunglasses"; a product's own name keeps its capital. */
function lowerFirst(text: string): string {
  return /^(Frames|Items|Lens options)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
