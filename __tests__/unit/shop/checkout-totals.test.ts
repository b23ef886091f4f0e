import { priceCheckout, type CheckoutChoices, type CheckoutPricing } from '@/lib/shop/checkout-totals';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import type { HeldCoupon } from '@/lib/shop/coupon-rules';
import type { PricedLineInput } from '@/lib/shop/order-pricing';
import type { ShippingMethod } from '@/lib/shop/shipping';
import { defaultMethodsOf } from '../../support/default-shipping';

// The checkout's totals (docs/product.md#pricing): the second-frame offer, then at most one coupon
// on the merchandise after the offer (docs/product.md#calls /api/coupon/*), then shipping for the
// country and method (docs/product.md#shipping: free US shipping from $69). Money is integer US
// cents.

const NOW = new Date('2025-06-15T12:00:00Z');

function frame(unitPriceCents: number, quantity = 1, unitLensCents = 0): PricedLineInput {
  return { kind: 'frame', unitPriceCents, unitLensCents, quantity };
}

function accessory(unitPriceCents: number, quantity = 1): PricedLineInput {
  return { kind: 'accessory', unitPriceCents, unitLensCents: 0, quantity };
}

function held(terms: Pick<HeldCoupon, 'kind' | 'value'> & Partial<HeldCoupon>): HeldCoupon {
  return {
    minSpendCents: 0,
    startsAt: new Date('2025-06-01T00:00:00Z'),
    expiresAt: new Date('2025-07-01T00:00:00Z'),
    usedAt: null,
    active: true,
    ...terms,
  };
}

function coupon(heldCoupon: HeldCoupon): CheckoutChoices['coupon'] {
  return { id: 7, code: 'SAVE', title: 'Summer savings', held: heldCoupon };
}

function checkout(
  lines: readonly PricedLineInput[],
  choices: Partial<CheckoutChoices> = {},
): CheckoutPricing {
  return priceCheckout(lines, {
    countryCode: 'US',
    shippingMethod: 'standard',
    shippingMethods: defaultMethodsOf(choices.countryCode ?? 'US'),
    coupon: null,
    offer: DEFAULT_FRAME_OFFER,
    now: NOW,
    ...choices,
  });
}

/** What the shopper pays is the subtotal less both discounts plus shipping, and the lines add up. */
function expectConsistent({ totals, lines }: CheckoutPricing): void {
  expect(totals.totalCents).toBe(
    totals.subtotalCents - totals.frameDiscountCents - totals.couponDiscountCents + totals.shippingCents,
  );
  expect(totals.subtotalCents).toBe(lines.reduce((sum, line) => sum + line.subtotalCents, 0));
  expect(totals.frameDiscountCents).toBe(lines.reduce((sum, line) => sum + line.frameDiscountCents, 0));
  expect(totals.totalCents).toBeGreaterThanOrEqual(0);
}

describe('free US shipping from $69 of merchandise after discounts (docs/product.md#shipping)', () => {
  it.each([
    ['$68.99 of merchandise: standard costs', [frame(6_899)], 595, false, 1, 7_494],
    ['$69.00 of merchandise: standard is free', [frame(6_900)], 0, true, 0, 6_900],
    ['$80 + $40 frames, $100 after the offer: free', [frame(8_000), frame(4_000)], 0, true, 0, 10_000],
    [
      '$50 + $30 frames, $65 after the offer: the second-frame discount drops it below $69',
      [frame(5_000), frame(3_000)],
      595,
      false,
      400,
      7_095,
    ],
    ['an accessory counts towards the threshold', [frame(5_000), accessory(1_900)], 0, true, 0, 6_900],
  ])('%s', (_case, lines, shipping, free, away, total) => {
    const pricing = checkout(lines);
    expect(pricing.totals).toMatchObject({
      shippingCents: shipping,
      freeShipping: free,
      awayFromFreeShippingCents: away,
      totalCents: total,
    });
    expectConsistent(pricing);
  });

  it('a coupon that drops the merchandise below $69 makes standard shipping cost', () => {
    const pricing = checkout([frame(8_000)], { coupon: coupon(held({ kind: 'amount', value: 1_500 })) });
    expect(pricing.totals).toEqual({
      subtotalCents: 8_000,
      frameDiscountCents: 0,
      couponDiscountCents: 1_500,
      shippingCents: 595,
      totalCents: 6_500 + 595,
      freeShipping: false,
      awayFromFreeShippingCents: 400,
    });
  });

  it('a coupon that leaves exactly $69 keeps standard shipping free', () => {
    const pricing = checkout([frame(8_400)], { coupon: coupon(held({ kind: 'amount', value: 1_500 })) });
    expect(pricing.totals).toMatchObject({ shippingCents: 0, freeShipping: true, totalCents: 6_900 });
  });

  it.each<[ShippingMethod, number]>([
    ['expedited', 1_495],
    ['express', 2_495],
  ])('%s costs %i cents even far above $69', (method, fee) => {
    const pricing = checkout([frame(50_000)], { shippingMethod: method });
    expect(pricing.shippingMethod).toBe(method);
    expect(pricing.totals.shippingCents).toBe(fee);
    expect(pricing.totals.totalCents).toBe(50_000 + fee);
    // the offer on standard still shows
    expect(pricing.totals.freeShipping).toBe(true);
  });

  it.each(['CA', 'GB'])('%s orders are never free, and show no "away from free shipping"', (country) => {
    const pricing = checkout([frame(50_000)], { countryCode: country });
    expect(pricing.totals).toMatchObject({
      shippingCents: 1_495,
      freeShipping: false,
      awayFromFreeShippingCents: 0,
      totalCents: 51_495,
    });
    expect(pricing.shippingOptions.every((option) => !option.free)).toBe(true);
  });

  it('an empty cart has no shipping and costs nothing', () => {
    const pricing = checkout([]);
    expect(pricing.totals).toMatchObject({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
    expect(pricing.lines).toEqual([]);
  });
});

describe('the shipping method: the chosen one, or the zone\u2019s first when the zone lacks it', () => {
  it.each<[string, ShippingMethod, ShippingMethod, number]>([
    ['US', 'standard', 'standard', 595],
    ['US', 'expedited', 'expedited', 1_495],
    ['US', 'express', 'express', 2_495],
    ['CA', 'standard', 'standard', 1_495],
    ['CA', 'express', 'express', 3_495],
    ['CA', 'expedited', 'standard', 1_495],
    ['GB', 'expedited', 'standard', 1_495],
  ])('%s, %s chosen → %s priced at %i cents', (country, chosen, priced, fee) => {
    const pricing = checkout([frame(4_000)], { countryCode: country, shippingMethod: chosen });
    expect(pricing.shippingMethod).toBe(priced);
    expect(pricing.totals.shippingCents).toBe(fee);
    expect(pricing.totals.totalCents).toBe(4_000 + fee);
    const offered = pricing.shippingOptions.find((option) => option.method === priced);
    expect(offered?.feeCents).toBe(fee);
  });

  it('offers all three methods in the US, so no US choice falls back', () => {
    const methods = checkout([frame(4_000)]).shippingOptions.map((option) => option.method);
    expect(methods).toEqual(['standard', 'expedited', 'express']);
  });

  it('prices the options for the merchandise after the coupon', () => {
    const pricing = checkout([frame(7_000)], { coupon: coupon(held({ kind: 'amount', value: 200 })) });
    expect(pricing.shippingOptions[0]).toMatchObject({ method: 'standard', feeCents: 595, free: false });
  });
});

describe('coupons at checkout: at most one, on the merchandise after the offer (docs/product.md#pricing)', () => {
  it('takes a percentage of the merchandise after the second-frame discount', () => {
    // $100 + $60 frames → $130 after the offer; 10% of that, not of $160
    const pricing = checkout([frame(10_000), frame(6_000)], {
      coupon: coupon(held({ kind: 'percent', value: 10 })),
    });
    expect(pricing.totals).toMatchObject({
      subtotalCents: 16_000,
      frameDiscountCents: 3_000,
      couponDiscountCents: 1_300,
      shippingCents: 0,
      totalCents: 11_700,
    });
    expect(pricing.coupon).toEqual({
      id: 7,
      code: 'SAVE',
      title: 'Summer savings',
      discountCents: 1_300,
      freeShipping: false,
    });
    expect(pricing.couponProblem).toBeNull();
    expectConsistent(pricing);
  });

  it.each([
    ['10% of $123.45 → $12.35 (half-up)', 10, [frame(12_345)], 1_235],
    ['10% of $123.44 → $12.34', 10, [frame(12_344)], 1_234],
    ['15% of $83.33 → $12.50 ($12.4995 half-up)', 15, [frame(8_333)], 1_250],
    [
      '50% of $124.98 ($99.99 + $49.99 less the $25.00 offer) → $62.49',
      50,
      [frame(9_999), frame(4_999)],
      6_249,
    ],
    ['100% takes the whole merchandise, shipping still due', 100, [frame(5_000)], 5_000],
  ])('percent rounding: %s', (_case, percent, lines, expected) => {
    const pricing = checkout(lines, { coupon: coupon(held({ kind: 'percent', value: percent })) });
    expect(pricing.totals.couponDiscountCents).toBe(expected);
    expect(pricing.coupon?.discountCents).toBe(expected);
    expectConsistent(pricing);
  });

  it('caps an amount coupon larger than the merchandise at the merchandise; shipping is still paid', () => {
    const pricing = checkout([accessory(300)], { coupon: coupon(held({ kind: 'amount', value: 500 })) });
    expect(pricing.totals).toMatchObject({ couponDiscountCents: 300, shippingCents: 595, totalCents: 595 });
    expect(pricing.coupon?.discountCents).toBe(300);
    expectConsistent(pricing);
  });

  it.each([
    [
      'below the minimum spend',
      held({ kind: 'percent', value: 10, minSpendCents: 5_000 }),
      [frame(3_850)],
      'This coupon needs a merchandise total of at least $50.00: add $11.50 more to use it.',
    ],
    [
      'below the minimum once the second-frame offer is taken ($58 subtotal, $49 after)',
      held({ kind: 'amount', value: 1_000, minSpendCents: 5_000 }),
      [frame(4_000), frame(1_800)],
      'This coupon needs a merchandise total of at least $50.00: add $1.00 more to use it.',
    ],
    [
      'expired',
      held({ kind: 'percent', value: 10, expiresAt: new Date('2025-06-15T11:59:59Z') }),
      [frame(9_000)],
      'This coupon has expired.',
    ],
    [
      'expiring this very moment',
      held({ kind: 'percent', value: 10, expiresAt: NOW }),
      [frame(9_000)],
      'This coupon has expired.',
    ],
    [
      'withdrawn by the shop',
      held({ kind: 'percent', value: 10, active: false }),
      [frame(9_000)],
      'This coupon has expired.',
    ],
    [
      'already used',
      held({ kind: 'amount', value: 1_000, usedAt: new Date('2025-06-10T00:00:00Z') }),
      [frame(9_000)],
      'This coupon has already been used.',
    ],
    [
      'not started yet',
      held({ kind: 'amount', value: 1_000, startsAt: new Date('2025-06-20T00:00:00Z') }),
      [frame(9_000)],
      'This coupon can be used from 2025-06-20.',
    ],
  ])('a coupon %s: a problem the shopper reads, and no discount', (_case, heldCoupon, lines, problem) => {
    const withCoupon = checkout(lines, { coupon: coupon(heldCoupon) });
    const without = checkout(lines);
    expect(withCoupon.couponProblem).toBe(problem);
    expect(withCoupon.coupon).toBeNull();
    expect(withCoupon.totals.couponDiscountCents).toBe(0);
    expect(withCoupon.totals).toEqual(without.totals);
  });

  it('a coupon at exactly the minimum, after the offer, is usable', () => {
    // $40 + $20 frames → $50 after the offer, the minimum exactly
    const pricing = checkout([frame(4_000), frame(2_000)], {
      coupon: coupon(held({ kind: 'amount', value: 1_000, minSpendCents: 5_000 })),
    });
    expect(pricing.couponProblem).toBeNull();
    expect(pricing.totals.couponDiscountCents).toBe(1_000);
    expect(pricing.totals.totalCents).toBe(4_000 + 595);
  });

  it('without a coupon there is neither a coupon nor a problem', () => {
    const pricing = checkout([frame(9_000)]);
    expect(pricing.coupon).toBeNull();
    expect(pricing.couponProblem).toBeNull();
    expect(pricing.totals.couponDiscountCents).toBe(0);
  });

  it('never discounts lens prices, with or without a coupon, and lists the lines in order', () => {
    const pricing = checkout([frame(8_000, 1, 3_000), frame(6_000, 1, 9_000), accessory(1_000, 2)]);
    expect(pricing.lines).toEqual([
      { subtotalCents: 11_000, frameDiscountCents: 0, totalCents: 11_000 },
      { subtotalCents: 15_000, frameDiscountCents: 3_000, totalCents: 12_000 },
      { subtotalCents: 2_000, frameDiscountCents: 0, totalCents: 2_000 },
    ]);
    expect(pricing.totals.totalCents).toBe(25_000);
    expectConsistent(pricing);
  });
});
