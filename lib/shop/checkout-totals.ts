import { checkCouponOnCart } from './coupon-on-cart';
import type { HeldCoupon } from './coupon-rules';
import type { FrameOffer } from './frame-offer';
import { priceOrder, type PricedLineInput } from './order-pricing';
import {
  awayFromFreeShipping,
  freeWithCoupon,
  qualifiesForFreeShipping,
  shippingFee,
  shippingOptions,
  type ShippingMethod,
  type ShippingMethodTerms,
  type ShippingOption,
} from './shipping';

// The checkout's totals from frozen lines and the shopper's choices (docs/product.md#pricing): the
// second-frame offer, at most one coupon, shipping for the country and method. Pure, so the
// snapshot, the order and the amount sent to the payment provider all come from one function.

export interface CheckoutChoices {
  countryCode: string;
  shippingMethod: ShippingMethod;
  /** The methods of the address's zone (docs/operating.md#shipping), in the zone's order. */
  shippingMethods: readonly ShippingMethodTerms[];
  coupon: { id: number; code: string; title: string; held: HeldCoupon } | null;
  /** The second-frame offer the checkout is priced with (frozen with the snapshot). */
  offer: FrameOffer;
  now: Date;
}

export interface CheckoutTotals {
  subtotalCents: number;
  frameDiscountCents: number;
  couponDiscountCents: number;
  shippingCents: number;
  totalCents: number;
  freeShipping: boolean;
  awayFromFreeShippingCents: number;
}

export interface CheckoutPricing {
  totals: CheckoutTotals;
  /** Per line: the second-frame discount and total, in the order given. */
  lines: { frameDiscountCents: number; totalCents: number; subtotalCents: number }[];
  /** The coupon applied; `freeShipping` when it makes every method free. */
  coupon: { id: number; code: string; title: string; discountCents: number; freeShipping: boolean } | null;
  couponProblem: string | null;
  shippingOptions: ShippingOption[];
  /** The method priced: the chosen one, or the zone's first when the zone does not offer it. */
  shippingMethod: ShippingMethod;
}

export function priceCheckout(lines: readonly PricedLineInput[], choices: CheckoutChoices): CheckoutPricing {
  const check = choices.coupon
    ? checkCouponOnCart(choices.coupon.held, lines, choices.offer, choices.now)
    : null;
  const usable = check?.usable === true && choices.coupon ? choices.coupon : null;
  const order = priceOrder(
    lines,
    choices.offer,
    usable?.held ?? null,
    (discounted) =>
      shippingFee(choices.shippingMethods, choices.shippingMethod, discounted) ??
      shippingFee(choices.shippingMethods, choices.shippingMethods[0]?.code ?? '', discounted) ??
      0,
  );
  const couponShipsFree = usable?.held.coverage?.freeShipping === true;
  // the list says what the totals charge: a free-shipping coupon shows every method free
  const listed = shippingOptions(choices.shippingMethods, order.discountedMerchandiseCents);
  const offered = couponShipsFree && usable ? freeWithCoupon(listed, usable.code) : listed;
  const shippingMethod = offered.some((option) => option.method === choices.shippingMethod)
    ? choices.shippingMethod
    : (offered[0]?.method ?? choices.shippingMethod);
  return {
    totals: {
      subtotalCents: order.subtotalCents,
      frameDiscountCents: order.frameDiscountCents,
      couponDiscountCents: order.couponDiscountCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      freeShipping:
        couponShipsFree ||
        qualifiesForFreeShipping(choices.shippingMethods, order.discountedMerchandiseCents),
      awayFromFreeShippingCents: couponShipsFree
        ? 0
        : awayFromFreeShipping(choices.shippingMethods, order.discountedMerchandiseCents),
    },
    lines: order.lines,
    coupon: usable && {
      id: usable.id,
      code: usable.code,
      title: usable.title,
      discountCents: order.couponDiscountCents,
      freeShipping: couponShipsFree,
    },
    couponProblem: check && !check.usable ? check.message : null,
    shippingOptions: offered,
    shippingMethod,
  };
}
