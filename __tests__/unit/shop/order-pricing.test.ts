import { couponDiscountCents, type CouponTerms } from '@/lib/shop/coupon-rules';
import {
  priceMerchandise,
  priceOrder,
  type MerchandiseTotals,
  type PricedLineInput,
} from '@/lib/shop/order-pricing';
import { DEFAULT_FRAME_OFFER, percentOf } from '@/lib/shop/frame-offer';

// docs/product.md#the-shop "buy one frame and get all other frames at 50% off";
// docs/product.md#pricing: among frame units the most expensive unit is full price, every other
// frame unit's frame price is halved, lenses and accessories are never discounted, ties go to the
// earlier line. Money is integer US cents.

function frame(unitPriceCents: number, quantity = 1, unitLensCents = 0): PricedLineInput {
  return { kind: 'frame', unitPriceCents, unitLensCents, quantity };
}

function accessory(unitPriceCents: number, quantity = 1): PricedLineInput {
  return { kind: 'accessory', unitPriceCents, unitLensCents: 0, quantity };
}

/** The order's totals must be the sums of its lines, and each line its subtotal less its discount. */
function expectTotalsSumLines(totals: MerchandiseTotals): void {
  const sum = (pick: (line: MerchandiseTotals['lines'][number]) => number) =>
    totals.lines.reduce((total, line) => total + pick(line), 0);
  for (const line of totals.lines) {
    expect(line.totalCents).toBe(line.subtotalCents - line.frameDiscountCents);
  }
  expect(totals.subtotalCents).toBe(sum((line) => line.subtotalCents));
  expect(totals.frameDiscountCents).toBe(sum((line) => line.frameDiscountCents));
  expect(totals.merchandiseCents).toBe(sum((line) => line.totalCents));
  expect(totals.merchandiseCents).toBe(totals.subtotalCents - totals.frameDiscountCents);
}

describe('the default offer: half of a frame price, rounded half-up to the cent (docs/product.md#pricing)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4_998, 2_499],
    [4_999, 2_500],
    [5_000, 2_500],
    [9_999, 5_000],
    [12_345, 6_173],
  ])('%i cents → %i cents off', (cents, expected) => {
    expect(percentOf(cents, DEFAULT_FRAME_OFFER.percent)).toBe(expected);
  });
});

describe('"buy one frame and get all other frames at 50% off" (docs/product.md#pricing)', () => {
  it.each<[string, PricedLineInput[], number[], number]>([
    ['one frame: no discount', [frame(9_900)], [0], 0],
    [
      'two frames at different prices: the cheaper is halved',
      [frame(5_000), frame(8_000)],
      [2_500, 0],
      2_500,
    ],
    [
      'two frames at different prices, cheaper second: still the cheaper',
      [frame(8_000), frame(5_000)],
      [0, 2_500],
      2_500,
    ],
    [
      'two frames at the same price: the second (later) line is halved',
      [frame(6_000), frame(6_000)],
      [0, 3_000],
      3_000,
    ],
    ['one line of 3 units: two units halved', [frame(4_000, 3)], [4_000], 4_000],
    [
      'the dearest line has 2 units: one of them is halved too',
      [frame(3_000), frame(8_000, 2)],
      [1_500, 4_000],
      5_500,
    ],
    [
      'three frames: all but the dearest halved',
      [frame(7_000), frame(9_000), frame(4_000)],
      [3_500, 0, 2_000],
      5_500,
    ],
    ['odd cents round half-up: $49.99 → $25.00 off', [frame(9_999), frame(4_999)], [0, 2_500], 2_500],
    ['only accessories: never discounted', [accessory(2_500, 2), accessory(1_200)], [0, 0], 0],
    [
      'a dearer accessory is not the full-price frame: the one frame stays full price',
      [accessory(12_000), frame(5_000)],
      [0, 0],
      0,
    ],
    [
      'accessories beside two frames: only the cheaper frame is halved',
      [accessory(20_000, 3), frame(3_000), frame(5_000)],
      [0, 1_500, 0],
      1_500,
    ],
    [
      'lens prices are never halved, and do not choose the full-price frame',
      [frame(8_000, 1, 3_000), frame(6_000, 1, 9_000)],
      [0, 3_000],
      3_000,
    ],
    [
      'same frame price, dearer lenses on the later line: the tie still goes to the earlier line',
      [frame(6_000, 1, 0), frame(6_000, 1, 5_000)],
      [0, 3_000],
      3_000,
    ],
    ['an empty cart', [], [], 0],
  ])('%s', (_case, lines, lineDiscounts, totalDiscount) => {
    const totals = priceMerchandise(lines, DEFAULT_FRAME_OFFER);
    expect(totals.lines.map((line) => line.frameDiscountCents)).toEqual(lineDiscounts);
    expect(totals.frameDiscountCents).toBe(totalDiscount);
    expectTotalsSumLines(totals);
  });

  it('prices a line as (frame + lenses) × quantity, and takes only half the frame off each discounted unit', () => {
    const totals = priceMerchandise([frame(10_000), frame(4_999, 2, 2_500)], DEFAULT_FRAME_OFFER);
    expect(totals.lines[1]).toEqual({
      subtotalCents: (4_999 + 2_500) * 2,
      frameDiscountCents: 2_500 * 2,
      totalCents: (2_499 + 2_500) * 2,
    });
    expect(totals).toMatchObject({
      subtotalCents: 24_998,
      frameDiscountCents: 5_000,
      merchandiseCents: 19_998,
    });
  });

  it('keeps the lines in the order given', () => {
    const totals = priceMerchandise([accessory(1_000), frame(2_000), frame(3_000)], DEFAULT_FRAME_OFFER);
    expect(totals.lines.map((line) => line.subtotalCents)).toEqual([1_000, 2_000, 3_000]);
  });
});

describe('priceOrder: the offer, then at most one coupon, then shipping (docs/product.md#pricing)', () => {
  const TEN_PERCENT: CouponTerms = { kind: 'percent', value: 10, minSpendCents: 0 };
  const TWENTY_OFF_FROM_150: CouponTerms = { kind: 'amount', value: 2_000, minSpendCents: 15_000 };

  it('applies the coupon to the merchandise after the second-frame discount', () => {
    const shippingFor = jest.fn(() => 0);
    const totals = priceOrder([frame(10_000), frame(6_000)], DEFAULT_FRAME_OFFER, TEN_PERCENT, shippingFor);
    expect(totals.merchandiseCents).toBe(13_000);
    expect(totals.couponDiscountCents).toBe(couponDiscountCents(TEN_PERCENT, 13_000));
    expect(totals.couponDiscountCents).toBe(1_300);
    expect(totals.discountedMerchandiseCents).toBe(11_700);
  });

  it('checks the minimum spend against the merchandise after the offer, not the subtotal', () => {
    // subtotal $160, after the offer $130: below the $150 minimum
    const totals = priceOrder(
      [frame(10_000), frame(6_000)],
      DEFAULT_FRAME_OFFER,
      TWENTY_OFF_FROM_150,
      () => 0,
    );
    expect(totals.subtotalCents).toBe(16_000);
    expect(totals.couponDiscountCents).toBe(0);
    expect(totals.discountedMerchandiseCents).toBe(13_000);
  });

  it('prices shipping for the discounted merchandise and adds it to the total', () => {
    const shippingFor = jest.fn((discounted: number) => (discounted >= 6_900 ? 0 : 595));
    const totals = priceOrder([frame(7_500)], DEFAULT_FRAME_OFFER, TEN_PERCENT, shippingFor);
    expect(shippingFor).toHaveBeenCalledWith(6_750);
    expect(totals).toMatchObject({
      discountedMerchandiseCents: 6_750,
      shippingCents: 595,
      totalCents: 7_345,
    });
  });

  it('has no shipping on an empty cart', () => {
    const shippingFor = jest.fn(() => 595);
    const totals = priceOrder([], DEFAULT_FRAME_OFFER, null, shippingFor);
    expect(shippingFor).not.toHaveBeenCalled();
    expect(totals).toMatchObject({ shippingCents: 0, totalCents: 0, couponDiscountCents: 0 });
  });

  it('without a coupon, the total is the merchandise plus shipping', () => {
    const totals = priceOrder([frame(5_000), accessory(1_500)], DEFAULT_FRAME_OFFER, null, () => 1_495);
    expect(totals).toMatchObject({
      merchandiseCents: 6_500,
      couponDiscountCents: 0,
      discountedMerchandiseCents: 6_500,
      shippingCents: 1_495,
      totalCents: 7_995,
    });
    expectTotalsSumLines(totals);
  });
});
