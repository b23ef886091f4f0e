import { priceCheckout, type CheckoutChoices } from '@/lib/shop/checkout-totals';
import { WHOLE_MERCHANDISE, type CouponCoverage } from '@/lib/shop/coupon-coverage';
import type { HeldCoupon } from '@/lib/shop/coupon-rules';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import type { PricedLineInput } from '@/lib/shop/order-pricing';
import { defaultMethodsOf } from '../../support/default-shipping';

// A coupon that covers part of the cart, gives free shipping or keeps off the second-frame offer,
// at checkout (docs/operating.md#coupons, docs/product.md#pricing). Money in US cents.

const NOW = new Date('2025-06-15T12:00:00Z');
const sunglasses: PricedLineInput = {
  kind: 'frame',
  category: 'sunglasses',
  productId: 1,
  unitPriceCents: 4_000,
  unitLensCents: 0,
  quantity: 1,
};
const eyeglasses: PricedLineInput = {
  kind: 'frame',
  category: 'eyeglasses',
  productId: 2,
  lensOptions: [{ optionId: 11, priceCents: 1_000 }],
  unitPriceCents: 3_000,
  unitLensCents: 1_000,
  quantity: 1,
};

function held(value: number, coverage: Partial<CouponCoverage>): HeldCoupon {
  return {
    kind: 'percent',
    value,
    minSpendCents: 0,
    startsAt: new Date('2025-06-01T00:00:00Z'),
    expiresAt: new Date('2025-07-01T00:00:00Z'),
    usedAt: null,
    active: true,
    coverage: { ...WHOLE_MERCHANDISE, ...coverage },
  };
}

const checkout = (lines: PricedLineInput[], coupon: HeldCoupon, choices: Partial<CheckoutChoices> = {}) =>
  priceCheckout(lines, {
    countryCode: 'US',
    shippingMethod: 'standard',
    shippingMethods: defaultMethodsOf(choices.countryCode ?? 'US'),
    coupon: { id: 7, code: 'SCOPED', title: 'Scoped', held: coupon },
    offer: DEFAULT_FRAME_OFFER,
    now: NOW,
    ...choices,
  });

describe('a coupon at checkout takes only from what it covers', () => {
  // sunglasses $40 full price; eyeglasses $30 halved to $15 + lenses $10: merchandise $65
  it.each<[string, Partial<CouponCoverage>, number]>([
    ['everything: 10% of $65', {}, 650],
    ['Sunglasses: 10% of $40', { scope: 'categories', scopeCategories: ['sunglasses'] }, 400],
    [
      'Eyeglasses: 10% of the $15 frame after the offer',
      { scope: 'categories', scopeCategories: ['eyeglasses'] },
      150,
    ],
    ['a lens option: 10% of its $10', { scope: 'lens_options', scopeIds: [11] }, 100],
    ['not with the offer: 10% of the $40 full-price frame', { offerRule: 'not_with_offer' }, 400],
  ])('%s', (_case, coverage, discount) => {
    const pricing = checkout([sunglasses, eyeglasses], held(10, coverage));
    expect(pricing.couponProblem).toBeNull();
    expect(pricing.coupon?.discountCents).toBe(discount);
    expect(pricing.totals.couponDiscountCents).toBe(discount);
  });
});

describe('a coupon that gives nothing says why, and is not applied', () => {
  it.each<[string, PricedLineInput[], Partial<CouponCoverage>, string]>([
    [
      'a category not in the cart',
      [eyeglasses],
      { scope: 'categories', scopeCategories: ['sunglasses'] },
      'This coupon applies to Sunglasses only; nothing in your cart is eligible.',
    ],
    [
      'the only eligible frame is the one the offer halved',
      [sunglasses, eyeglasses],
      { scope: 'categories', scopeCategories: ['eyeglasses'], offerRule: 'not_with_offer' },
      'This coupon does not combine with the second-frame offer.',
    ],
  ])('%s', (_case, lines, coverage, message) => {
    const pricing = checkout(lines, held(10, coverage));
    expect(pricing.couponProblem).toBe(message);
    expect(pricing.coupon).toBeNull();
    expect(pricing.totals.couponDiscountCents).toBe(0);
  });
});

describe('free shipping by coupon', () => {
  it.each<[string, CheckoutChoices['shippingMethod'], string]>([
    ['standard below the free-shipping threshold', 'standard', 'US'],
    ['express', 'express', 'US'],
    ['abroad', 'standard', 'CA'],
  ])('makes the fee 0: %s', (_case, shippingMethod, countryCode) => {
    const without = priceCheckout([eyeglasses], {
      countryCode,
      shippingMethod,
      shippingMethods: defaultMethodsOf(countryCode),
      coupon: null,
      offer: DEFAULT_FRAME_OFFER,
      now: NOW,
    });
    expect(without.totals.shippingCents).toBeGreaterThan(0);
    const pricing = checkout(
      [eyeglasses],
      { ...held(0, { freeShipping: true }), kind: 'amount' },
      { shippingMethod, countryCode },
    );
    expect(pricing.couponProblem).toBeNull();
    expect(pricing.coupon).toEqual({
      id: 7,
      code: 'SCOPED',
      title: 'Scoped',
      discountCents: 0,
      freeShipping: true,
    });
    expect(pricing.totals.shippingCents).toBe(0);
    // the method list says what the totals charge: every method free, its fee kept to strike through
    expect(pricing.shippingOptions).toEqual(
      without.shippingOptions.map((option) => ({
        ...option,
        feeCents: 0,
        free: true,
        freeWithCoupon: 'SCOPED',
      })),
    );
    expect(pricing.totals.couponDiscountCents).toBe(0);
    expect(pricing.totals.totalCents).toBe(without.totals.totalCents - without.totals.shippingCents);
    expect(pricing.totals.freeShipping).toBe(true);
    expect(pricing.totals.awayFromFreeShippingCents).toBe(0);
  });

  it('with a discount on a category not in the cart, still ships free and is applied', () => {
    const pricing = checkout(
      [eyeglasses],
      held(10, { freeShipping: true, scope: 'categories', scopeCategories: ['sunglasses'] }),
    );
    expect(pricing.couponProblem).toBeNull();
    expect(pricing.totals.couponDiscountCents).toBe(0);
    expect(pricing.totals.shippingCents).toBe(0);
  });
});
