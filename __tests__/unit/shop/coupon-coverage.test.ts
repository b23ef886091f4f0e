import {
  coverageRefusal,
  coverageRefusalMessage,
  describeCoverage,
  discountOnEligible,
  eligiblePart,
  WHOLE_MERCHANDISE,
  type CouponCoverage,
  type CoverageLine,
} from '@/lib/shop/coupon-coverage';
import { describeCoupon } from '@/lib/shop/coupon-description';
import { DEFAULT_FRAME_OFFER, type FrameOffer } from '@/lib/shop/frame-offer';
import { priceMerchandise } from '@/lib/shop/order-pricing';

// What a coupon covers (docs/operating.md#coupons, docs/product.md#pricing): the eligible part of a
// cart for each scope and offer rule, the discount on it, and why a coupon gives nothing. Money in
// US cents.

const sunglasses: CoverageLine = {
  kind: 'frame',
  category: 'sunglasses',
  productId: 1,
  unitPriceCents: 10_000,
  unitLensCents: 0,
  quantity: 1,
};
/** The cheaper frame: the offer halves its frame price. Lenses: options 11 ($30) and 12 ($20). */
const eyeglasses: CoverageLine = {
  kind: 'frame',
  category: 'eyeglasses',
  productId: 2,
  lensOptions: [
    { optionId: 11, priceCents: 3_000 },
    { optionId: 12, priceCents: 2_000 },
  ],
  unitPriceCents: 8_000,
  unitLensCents: 5_000,
  quantity: 1,
};
const case_: CoverageLine = {
  kind: 'accessory',
  category: 'accessories',
  productId: 3,
  unitPriceCents: 1_000,
  unitLensCents: 0,
  quantity: 1,
};
const CART = [sunglasses, eyeglasses, case_];
const LENSES_TOO: FrameOffer = { ...DEFAULT_FRAME_OFFER, lensesDiscounted: true };
const OFF: FrameOffer = { ...DEFAULT_FRAME_OFFER, enabled: false };

const cover = (over: Partial<CouponCoverage>): CouponCoverage => ({ ...WHOLE_MERCHANDISE, ...over });
const products = (...ids: number[]) => cover({ scope: 'products', scopeIds: ids });
const categories = (...keys: string[]) => cover({ scope: 'categories', scopeCategories: keys });
const lensOptions = (...ids: number[]) => cover({ scope: 'lens_options', scopeIds: ids });
const notWithOffer = (coverage: CouponCoverage): CouponCoverage => ({
  ...coverage,
  offerRule: 'not_with_offer',
});

describe('the eligible part of a cart', () => {
  it.each<[string, CoverageLine[], FrameOffer, CouponCoverage, number, number]>([
    [
      'everything: the merchandise after the offer',
      CART,
      DEFAULT_FRAME_OFFER,
      WHOLE_MERCHANDISE,
      20_000,
      24_000,
    ],
    [
      'everything, lenses in the offer: still the merchandise',
      CART,
      LENSES_TOO,
      WHOLE_MERCHANDISE,
      17_500,
      24_000,
    ],
    ['a product at full price: its frame', CART, DEFAULT_FRAME_OFFER, products(1), 10_000, 10_000],
    [
      'a product the offer halved: its frame after the offer, no lenses',
      CART,
      DEFAULT_FRAME_OFFER,
      products(2),
      4_000,
      8_000,
    ],
    ['an accessory product', CART, DEFAULT_FRAME_OFFER, products(3), 1_000, 1_000],
    ['a product not in the cart', CART, DEFAULT_FRAME_OFFER, products(99), 0, 0],
    ['Sunglasses: the sunglasses frame', CART, DEFAULT_FRAME_OFFER, categories('sunglasses'), 10_000, 10_000],
    [
      'Eyeglasses: the frame after the offer',
      CART,
      DEFAULT_FRAME_OFFER,
      categories('eyeglasses'),
      4_000,
      8_000,
    ],
    ['Accessories', CART, DEFAULT_FRAME_OFFER, categories('accessories'), 1_000, 1_000],
    ['two categories', CART, DEFAULT_FRAME_OFFER, categories('sunglasses', 'accessories'), 11_000, 11_000],
    ['a lens option: its price only', CART, DEFAULT_FRAME_OFFER, lensOptions(11), 3_000, 3_000],
    ['two lens options', CART, DEFAULT_FRAME_OFFER, lensOptions(11, 12), 5_000, 5_000],
    ['a lens option when the offer takes lenses too', CART, LENSES_TOO, lensOptions(11), 1_500, 3_000],
    ['a lens option nobody chose', CART, DEFAULT_FRAME_OFFER, lensOptions(13), 0, 0],
    [
      "not with the offer, everything: the offer's units left out",
      CART,
      DEFAULT_FRAME_OFFER,
      notWithOffer(WHOLE_MERCHANDISE),
      11_000,
      24_000,
    ],
    [
      "not with the offer, the halved frame's category",
      CART,
      DEFAULT_FRAME_OFFER,
      notWithOffer(categories('eyeglasses')),
      0,
      8_000,
    ],
    [
      'not with the offer, the full-price frame',
      CART,
      DEFAULT_FRAME_OFFER,
      notWithOffer(products(1)),
      10_000,
      10_000,
    ],
    [
      "not with the offer, the halved pair's lens option",
      CART,
      DEFAULT_FRAME_OFFER,
      notWithOffer(lensOptions(11)),
      0,
      3_000,
    ],
    [
      'not with the offer, the offer turned off',
      CART,
      OFF,
      notWithOffer(categories('eyeglasses')),
      8_000,
      8_000,
    ],
    [
      'two of one sunglasses, combines: one unit halved',
      [{ ...sunglasses, quantity: 2 }],
      DEFAULT_FRAME_OFFER,
      categories('sunglasses'),
      15_000,
      20_000,
    ],
    [
      'two of one sunglasses, not with the offer: one unit',
      [{ ...sunglasses, quantity: 2 }],
      DEFAULT_FRAME_OFFER,
      notWithOffer(categories('sunglasses')),
      10_000,
      20_000,
    ],
    [
      'a line frozen without its product id is in no products scope',
      [{ ...sunglasses, productId: undefined }],
      DEFAULT_FRAME_OFFER,
      products(1),
      0,
      0,
    ],
  ])('%s', (_case, lines, offer, coverage, eligibleCents, coveredCents) => {
    expect(eligiblePart(lines, offer, coverage)).toEqual({ eligibleCents, coveredCents });
  });

  it.each([[DEFAULT_FRAME_OFFER], [LENSES_TOO], [OFF]])(
    'everything after the offer is exactly the merchandise (%#)',
    (offer) => {
      const lines = [
        { ...sunglasses, quantity: 3, unitLensCents: 4_999 },
        { ...eyeglasses, unitPriceCents: 4_999 },
        case_,
      ];
      expect(eligiblePart(lines, offer, WHOLE_MERCHANDISE).eligibleCents).toBe(
        priceMerchandise(lines, offer).merchandiseCents,
      );
    },
  );
});

describe('the discount on the eligible part', () => {
  const tenPercent = { kind: 'percent', value: 10, minSpendCents: 0 } as const;
  it.each<
    [string, { kind: 'percent' | 'amount'; value: number; minSpendCents: number }, number, number, number]
  >([
    ['10% of the eligible part', tenPercent, 4_000, 20_000, 400],
    ['10% rounded half-up ($12.345 → $12.35)', tenPercent, 12_345, 20_000, 1_235],
    [
      'an amount, never above the eligible part',
      { kind: 'amount', value: 5_000, minSpendCents: 0 },
      3_000,
      20_000,
      3_000,
    ],
    [
      'an amount within the eligible part',
      { kind: 'amount', value: 1_500, minSpendCents: 0 },
      3_000,
      20_000,
      1_500,
    ],
    [
      'the minimum spend counts the whole merchandise',
      { ...tenPercent, minSpendCents: 15_000 },
      4_000,
      15_000,
      400,
    ],
    ['below the minimum spend', { ...tenPercent, minSpendCents: 15_000 }, 4_000, 14_999, 0],
    ['nothing eligible', tenPercent, 0, 20_000, 0],
    [
      'a free-shipping coupon takes nothing off',
      { kind: 'amount', value: 0, minSpendCents: 0 },
      20_000,
      20_000,
      0,
    ],
  ])('%s', (_case, terms, eligible, merchandise, expected) => {
    expect(discountOnEligible(terms, eligible, merchandise)).toBe(expected);
  });
});

describe('why a coupon gives nothing on a cart', () => {
  const ten = { value: 10 };
  it.each<
    [
      string,
      { value: number },
      CouponCoverage,
      { eligibleCents: number; coveredCents: number },
      string | null,
    ]
  >([
    ['something eligible', ten, categories('sunglasses'), { eligibleCents: 1, coveredCents: 1 }, null],
    [
      'nothing in the scope',
      ten,
      categories('sunglasses'),
      { eligibleCents: 0, coveredCents: 0 },
      'not_eligible',
    ],
    [
      'in the scope, all taken by the offer',
      ten,
      notWithOffer(categories('eyeglasses')),
      { eligibleCents: 0, coveredCents: 8_000 },
      'offer',
    ],
    [
      'free shipping still gives something',
      ten,
      { ...categories('sunglasses'), freeShipping: true },
      { eligibleCents: 0, coveredCents: 0 },
      null,
    ],
  ])('%s', (_case, terms, coverage, part, expected) => {
    expect(coverageRefusal(terms, coverage, part)).toBe(expected);
  });

  it.each<[string, Parameters<typeof coverageRefusalMessage>, string]>([
    [
      'a category',
      ['not_eligible', categories('sunglasses')],
      'This coupon applies to Sunglasses only; nothing in your cart is eligible.',
    ],
    [
      'two categories',
      ['not_eligible', categories('eyeglasses', 'sunglasses')],
      'This coupon applies to Eyeglasses and Sunglasses only; nothing in your cart is eligible.',
    ],
    [
      'products by name',
      ['not_eligible', products(1, 2), ['Aviator', 'Round']],
      'This coupon applies to Aviator and Round only; nothing in your cart is eligible.',
    ],
    [
      'lens options by name',
      ['not_eligible', lensOptions(11), ['Blue light filter']],
      'This coupon applies to the lens options Blue light filter only; nothing in your cart is eligible.',
    ],
    [
      'the offer',
      ['offer', notWithOffer(categories('eyeglasses'))],
      'This coupon does not combine with the second-frame offer.',
    ],
  ])('says so: %s', (_case, args, message) => {
    expect(coverageRefusalMessage(...args)).toBe(message);
  });
});

describe('saying what a coupon covers', () => {
  it.each<[string, { kind: 'percent' | 'amount'; value: number }, CouponCoverage | undefined, string]>([
    ['a coupon made before coverage', { kind: 'percent', value: 10 }, undefined, '10% off'],
    ['everything', { kind: 'percent', value: 10 }, WHOLE_MERCHANDISE, '10% off'],
    [
      'frames of a category',
      { kind: 'percent', value: 10 },
      categories('sunglasses'),
      'Frames in Sunglasses, 10% off',
    ],
    ['accessories', { kind: 'amount', value: 500 }, categories('accessories'), 'Accessories, $5.00 off'],
    [
      'a mix',
      { kind: 'percent', value: 10 },
      categories('eyeglasses', 'accessories'),
      'Items in Eyeglasses and Accessories, 10% off',
    ],
    [
      'products',
      { kind: 'percent', value: 10 },
      { ...products(1, 2, 3), scopeNames: ['A', 'B', 'C'] },
      'A, B and C, 10% off',
    ],
    [
      'lens options',
      { kind: 'percent', value: 20 },
      { ...lensOptions(11), scopeNames: ['Blue light filter'] },
      'Lens options: Blue light filter, 20% off',
    ],
    [
      'free shipping alone',
      { kind: 'amount', value: 0 },
      { ...WHOLE_MERCHANDISE, freeShipping: true },
      'Free shipping',
    ],
    [
      'a discount and free shipping',
      { kind: 'percent', value: 10 },
      { ...categories('sunglasses'), freeShipping: true },
      'Frames in Sunglasses, 10% off + free shipping',
    ],
  ])('%s', (_case, terms, coverage, expected) => {
    expect(describeCoupon(terms, coverage)).toBe(expected);
  });

  it('says nothing extra for everything', () => {
    expect(describeCoverage(WHOLE_MERCHANDISE)).toBeNull();
  });
});
