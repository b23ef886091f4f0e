import { couponDiscountCents, type CouponTerms } from '@/lib/shop/coupon-rules';
import {
  countsInOffer,
  DEFAULT_FRAME_OFFER,
  frameOfferName,
  frameOfferProblems,
  type FrameOffer,
} from '@/lib/shop/frame-offer';
import { priceMerchandise, priceOrder, type PricedLineInput } from '@/lib/shop/order-pricing';

// docs/product.md#pricing: the second-frame offer is the seeded default an owner may change
// (docs/operating.md#promotions): off, another percentage, fewer categories, lenses included.

const glasses = (unitPriceCents: number, quantity = 1, unitLensCents = 0): PricedLineInput => ({
  kind: 'frame',
  category: 'eyeglasses',
  unitPriceCents,
  unitLensCents,
  quantity,
});
const sunglasses = (unitPriceCents: number, quantity = 1): PricedLineInput => ({
  kind: 'frame',
  category: 'sunglasses',
  unitPriceCents,
  unitLensCents: 0,
  quantity,
});
const accessory = (unitPriceCents: number): PricedLineInput => ({
  kind: 'accessory',
  category: 'accessories',
  unitPriceCents,
  unitLensCents: 0,
  quantity: 1,
});
/** A frame frozen before lines kept their category. */
const oldFrame = (unitPriceCents: number): PricedLineInput => ({
  kind: 'frame',
  unitPriceCents,
  unitLensCents: 0,
  quantity: 1,
});

const offer = (change: Partial<FrameOffer>): FrameOffer => ({ ...DEFAULT_FRAME_OFFER, ...change });

describe("the seeded default is today's rule (docs/product.md#pricing)", () => {
  it('every other frame 50 % off, eyeglasses and sunglasses, lenses at full price', () => {
    expect(DEFAULT_FRAME_OFFER).toEqual({
      enabled: true,
      percent: 50,
      categories: ['eyeglasses', 'sunglasses'],
      lensesDiscounted: false,
    });
    expect(frameOfferName(DEFAULT_FRAME_OFFER)).toBe('Second frame 50% off');
  });
});

describe('the offer as the owner keeps it (docs/operating.md#promotions)', () => {
  it.each<[string, FrameOffer, PricedLineInput[], number[]]>([
    [
      'default: the cheaper frame is halved, lenses keep their price',
      DEFAULT_FRAME_OFFER,
      [glasses(10_000), glasses(4_999, 1, 2_500)],
      [0, 2_500],
    ],
    [
      'default: eyeglasses and sunglasses count together, accessories never',
      DEFAULT_FRAME_OFFER,
      [sunglasses(8_000), glasses(6_000), accessory(1_000)],
      [0, 3_000, 0],
    ],
    [
      'default: a line frozen without its category counts',
      DEFAULT_FRAME_OFFER,
      [oldFrame(6_000), glasses(6_000)],
      [0, 3_000],
    ],
    ['turned off: no discount', offer({ enabled: false }), [glasses(10_000), glasses(6_000, 2)], [0, 0]],
    [
      '30 %: the other frames lose 30 %, half-up',
      offer({ percent: 30 }),
      [glasses(10_000), glasses(4_999, 2)],
      [0, 3_000],
    ],
    [
      'lenses discounted: the other pairs lose the percentage of frame and lenses',
      offer({ lensesDiscounted: true }),
      [glasses(10_000, 1, 3_000), glasses(6_000, 1, 2_001)],
      [0, 4_001],
    ],
    [
      'lenses discounted: the full-price pair keeps its lenses at full price',
      offer({ lensesDiscounted: true }),
      [glasses(10_000, 2, 3_000)],
      [6_500],
    ],
    [
      'sunglasses excluded: they are full price and never the full-price frame',
      offer({ categories: ['eyeglasses'] }),
      [sunglasses(20_000), glasses(6_000), glasses(4_000)],
      [0, 0, 2_000],
    ],
    [
      'sunglasses excluded: one pair of glasses with sunglasses gets nothing off',
      offer({ categories: ['eyeglasses'] }),
      [glasses(6_000), sunglasses(4_000)],
      [0, 0],
    ],
    [
      '100 %: the other frames are free',
      offer({ percent: 100 }),
      [glasses(6_000), glasses(5_000)],
      [0, 5_000],
    ],
  ])('%s', (_name, terms, lines, discounts) => {
    const totals = priceMerchandise(lines, terms);
    expect(totals.lines.map((line) => line.frameDiscountCents)).toEqual(discounts);
    expect(totals.frameDiscountCents).toBe(discounts.reduce((a, b) => a + b, 0));
    expect(totals.merchandiseCents).toBe(totals.subtotalCents - totals.frameDiscountCents);
  });

  it('a coupon applies to the merchandise after the offer as it stands', () => {
    const tenPercent: CouponTerms = { kind: 'percent', value: 10, minSpendCents: 0 };
    const lines = [glasses(10_000), glasses(6_000)];
    for (const terms of [DEFAULT_FRAME_OFFER, offer({ percent: 30 }), offer({ enabled: false })]) {
      const order = priceOrder(lines, terms, tenPercent, () => 0);
      expect(order.couponDiscountCents).toBe(couponDiscountCents(tenPercent, order.merchandiseCents));
    }
    expect(priceOrder(lines, offer({ enabled: false }), null, () => 0).merchandiseCents).toBe(16_000);
    expect(priceOrder(lines, offer({ percent: 30 }), null, () => 0).merchandiseCents).toBe(14_200);
  });

  it('a frame counts only while the offer is on and its category is in it', () => {
    expect(countsInOffer(DEFAULT_FRAME_OFFER, glasses(1))).toBe(true);
    expect(countsInOffer(offer({ enabled: false }), glasses(1))).toBe(false);
    expect(countsInOffer(DEFAULT_FRAME_OFFER, accessory(1))).toBe(false);
    expect(countsInOffer(offer({ categories: ['sunglasses'] }), glasses(1))).toBe(false);
  });

  it('an offer on with no category is refused on its field; off, it may have none', () => {
    expect(frameOfferProblems(offer({ categories: [] }))).toEqual([
      { field: 'categories', message: 'Choose at least one category while the offer is on.' },
    ]);
    expect(frameOfferProblems(offer({ enabled: false, categories: [] }))).toEqual([]);
  });
});
