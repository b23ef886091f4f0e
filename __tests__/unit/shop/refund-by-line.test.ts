import Big from 'big.js';
import {
  loweredTaxCents,
  quoteRefundByLine,
  type EarlierRefund,
  type RefundableLine,
  type RefundableOrder,
  type RefundSelection,
} from '@/lib/shop/refund-by-line';
import { allocateExact, linePartsOf } from '@/lib/shop/refund-parts';
import { amountTaxCents } from '@/lib/shop/refund-tax';

// A refund by line (docs/operating.md#refund-by-line): each chosen part's amount and tax, units given
// back cumulatively (never more than the part), a line's rounded tax shared over its parts by the
// largest remainder, the tax kept when not chosen, and the refusals. Amounts of an order's checkout
// follow the taxes' API tests: sunglasses $129.00 with $25.00 lenses, and a $15.00 case.

const rate = (ratePercent: string) => ({ ratePercent });

/** Sunglasses with lenses and a case, taxed by `percent` (inclusive or not), as the checkout kept them. */
function taxedOrder(
  percent: string,
  included: boolean,
  lineTax: [number, number],
  shipping: [number, number],
) {
  const lines: RefundableLine[] = [
    {
      id: 1,
      name: 'Case',
      kind: 'accessory',
      quantity: 1,
      unitPriceCents: 1_500,
      unitLensCents: 0,
      frameDiscountCents: 0,
      tax: {
        taxCents: lineTax[0],
        parts: [{ taxClass: 'accessories', taxableCents: 1_500, rate: rate(percent) }],
      },
    },
    {
      id: 2,
      name: 'Sunglasses',
      kind: 'frame',
      quantity: 1,
      unitPriceCents: 12_900,
      unitLensCents: 2_500,
      frameDiscountCents: 0,
      tax: {
        taxCents: lineTax[1],
        parts: [
          { taxClass: 'frames', taxableCents: 12_900, rate: rate(percent) },
          { taxClass: 'prescription-lenses', taxableCents: 2_500, rate: rate(percent) },
        ],
      },
    },
  ];
  return {
    lines,
    couponDiscountCents: 0,
    shippingCents: shipping[0],
    shippingTaxCents: shipping[1],
    taxIncluded: included,
  } satisfies RefundableOrder;
}

// Germany: 19 % held in the prices; glasses 2458.82 → 2459 shared frame 2059.66 / lenses 399.16 →
// 2060 / 399; shipping 1495 holds 239
const GERMAN = taxedOrder('19', true, [239, 2_459], [1_495, 239]);
// California: 7.25 % added; glasses 1116.5 → 1117 shared 935.25 / 181.25 → 936 / 181 (tie: frame);
// express shipping 2495 untaxed
const CALIFORNIAN = taxedOrder('7.25', false, [109, 1_117], [2_495, 0]);

/** Three of a $10.00 frame without lenses and a $15.00 case; no tax; a $11.50 coupon. */
const UNTAXED: RefundableOrder = {
  lines: [
    {
      id: 7,
      name: 'Reader',
      kind: 'frame',
      quantity: 3,
      unitPriceCents: 1_000,
      unitLensCents: 0,
      frameDiscountCents: 0,
    },
    {
      id: 8,
      name: 'Cloth',
      kind: 'accessory',
      quantity: 1,
      unitPriceCents: 1_500,
      unitLensCents: 0,
      frameDiscountCents: 0,
    },
  ],
  couponDiscountCents: 450,
  shippingCents: 595,
  shippingTaxCents: 0,
  taxIncluded: false,
};

const pick = (lineId: number, quantity: number, frame = true, lenses = false) => ({
  lineId,
  quantity,
  frame,
  lenses,
});
const choose = (
  lines: ReturnType<typeof pick>[],
  options: Partial<RefundSelection> = {},
): RefundSelection => ({
  lines,
  shipping: false,
  tax: true,
  ...options,
});
const earlierOf = (lines: ReturnType<typeof pick>[], shippingCents = 0): EarlierRefund => ({
  lines: lines.map(({ lineId, ...line }) => ({ orderLineId: lineId, ...line })),
  shippingCents,
});

describe('quoteRefundByLine: amounts and tax parts', () => {
  it.each<
    [
      string,
      RefundableOrder,
      RefundSelection,
      EarlierRefund[],
      { total: number; tax: number; lines: number[] },
    ]
  >([
    [
      'German frame, VAT back',
      GERMAN,
      choose([pick(2, 1)]),
      [],
      { total: 12_900, tax: 2_060, lines: [12_900] },
    ],
    [
      'German frame, VAT kept: the net',
      GERMAN,
      choose([pick(2, 1)], { tax: false }),
      [],
      { total: 10_840, tax: 0, lines: [10_840] },
    ],
    [
      'German lenses only',
      GERMAN,
      choose([pick(2, 1, false, true)]),
      [],
      { total: 2_500, tax: 399, lines: [2_500] },
    ],
    [
      'German shipping only',
      GERMAN,
      choose([], { shipping: true }),
      [],
      { total: 1_495, tax: 239, lines: [] },
    ],
    [
      'German shipping, VAT kept',
      GERMAN,
      choose([], { shipping: true, tax: false }),
      [],
      { total: 1_256, tax: 0, lines: [] },
    ],
    [
      'Californian frame with its tax',
      CALIFORNIAN,
      choose([pick(2, 1)]),
      [],
      { total: 13_836, tax: 936, lines: [13_836] },
    ],
    [
      'Californian frame, tax kept',
      CALIFORNIAN,
      choose([pick(2, 1)], { tax: false }),
      [],
      { total: 12_900, tax: 0, lines: [12_900] },
    ],
    [
      'Californian glasses whole and case',
      CALIFORNIAN,
      choose([pick(2, 1, true, true), pick(1, 1)]),
      [],
      { total: 15_400 + 1_117 + 1_609, tax: 1_226, lines: [16_517, 1_609] },
    ],
    [
      'untaxed: one of three frames after the coupon share',
      UNTAXED,
      choose([pick(7, 1)]),
      [],
      { total: 900, tax: 0, lines: [900] },
    ],
    [
      'untaxed: the case after its coupon share',
      UNTAXED,
      choose([pick(8, 1)]),
      [],
      { total: 1_350, tax: 0, lines: [1_350] },
    ],
    [
      'a line left out with 0 units, the shipping taken',
      UNTAXED,
      choose([pick(7, 0)], { shipping: true }),
      [],
      { total: 595, tax: 0, lines: [] },
    ],
  ])('%s', (_, order, selection, earlier, expected) => {
    const answer = quoteRefundByLine(order, earlier, selection);
    expect(answer.refusal).toBeUndefined();
    expect(answer.quote?.totalCents).toBe(expected.total);
    expect(answer.quote?.taxCents).toBe(expected.tax);
    expect(answer.quote?.lines.map((line) => line.amountCents)).toEqual(expected.lines);
  });

  it('gives units back cumulatively: one at a time never more than the part, the last takes the rest', () => {
    // the coupon's 450 over 3000 and 1500 is 300 and 150: three frames share 2700
    const unit = (done: number) =>
      quoteRefundByLine(UNTAXED, done ? [earlierOf([pick(7, done)])] : [], choose([pick(7, 1)])).quote
        ?.totalCents;
    expect([unit(0), unit(1), unit(2)]).toEqual([900, 900, 900]);
    const odd: RefundableOrder = { ...UNTAXED, couponDiscountCents: 1_001 };
    // 3000 takes 667 of the coupon (2/3 of 1001 = 667.33): 2333 over three units → 778, 777, 778
    const oddUnit = (done: number) =>
      quoteRefundByLine(odd, done ? [earlierOf([pick(7, done)])] : [], choose([pick(7, 1)])).quote
        ?.totalCents;
    expect([oddUnit(0), oddUnit(1), oddUnit(2)]).toEqual([778, 777, 778]);
    expect(quoteRefundByLine(odd, [], choose([pick(7, 3)])).quote?.totalCents).toBe(2_333);
  });
});

describe('quoteRefundByLine: refusals', () => {
  it.each<[string, RefundableOrder, RefundSelection, EarlierRefund[], RegExp]>([
    ['nothing chosen', GERMAN, choose([]), [], /Choose at least one unit/],
    ['only zero units', GERMAN, choose([pick(2, 0)]), [], /Choose at least one unit/],
    ['a line of another order', GERMAN, choose([pick(99, 1)]), [], /Line 99 is not in this order/],
    ['the same line twice', GERMAN, choose([pick(2, 1), pick(2, 1, false, true)]), [], /chosen once/],
    [
      'more units than bought',
      UNTAXED,
      choose([pick(7, 4)]),
      [],
      /only 3 of its frames are left to refund, not 4/,
    ],
    [
      'more than left after an earlier refund',
      UNTAXED,
      choose([pick(7, 2)]),
      [earlierOf([pick(7, 2)])],
      /only 1 of its frames is left/,
    ],
    [
      'a frame refunded already',
      GERMAN,
      choose([pick(2, 1)]),
      [earlierOf([pick(2, 1)])],
      /Sunglasses: its frames are already refunded/,
    ],
    [
      'lenses refunded already',
      GERMAN,
      choose([pick(2, 1, false, true)]),
      [earlierOf([pick(2, 1, true, true)])],
      /its lenses are already refunded/,
    ],
    ['lenses of a case', GERMAN, choose([pick(1, 1, false, true)]), [], /Case has no lenses/],
    [
      'the shipping twice',
      GERMAN,
      choose([], { shipping: true }),
      [earlierOf([], 1_495)],
      /shipping is already refunded/,
    ],
    [
      'free shipping',
      { ...GERMAN, shippingCents: 0, shippingTaxCents: 0 },
      choose([], { shipping: true }),
      [],
      /shipping was free/,
    ],
  ])('refuses %s', (_, order, selection, earlier, message) => {
    expect(quoteRefundByLine(order, earlier, selection).refusal?.message).toMatch(message);
  });

  it('lets the lenses go back after the frame, the frame being refunded already', () => {
    const answer = quoteRefundByLine(GERMAN, [earlierOf([pick(2, 1)])], choose([pick(2, 1, false, true)]));
    expect(answer.quote).toMatchObject({ totalCents: 2_500, taxCents: 399 });
  });
});

describe('the tax split and shares', () => {
  it.each<[number, string[], number[]]>([
    [2_459, ['2059.66', '399.16'], [2_060, 399]],
    [1_117, ['935.25', '181.25'], [936, 181]],
    [0, ['10', '20'], [0, 0]],
    [5, ['0', '0'], [5, 0]],
    [10, ['1', '1', '1'], [4, 3, 3]],
  ])('allocateExact(%i, %j) = %j', (total, weights, shares) => {
    expect(
      allocateExact(
        total,
        weights.map((weight) => new Big(weight)),
      ),
    ).toEqual(shares);
  });

  it('keeps each part’s share of the coupon on an order without tax', () => {
    expect(linePartsOf(UNTAXED).get(7)).toEqual({ frame: { amountCents: 2_700, taxCents: 0 }, lenses: null });
  });

  it.each<[number, number, number]>([
    [10_000, 2_060, 10_000],
    [2_500, 399, 1_000],
  ])('a refund of %i computed, lowered to %i? tax part follows the share', (computed, tax, lowered) => {
    expect(loweredTaxCents({ totalCents: computed, taxCents: tax }, computed)).toBe(tax);
    expect(loweredTaxCents({ totalCents: computed, taxCents: tax }, lowered)).toBe(
      Math.round((lowered * tax) / computed),
    );
  });
});

describe('amountTaxCents: the tax part of a refund of an amount', () => {
  it.each<[string, number, number, number, number]>([
    ['a part of a German order: 1000 of 15 895 left with 2937 VAT', 1_000, 15_895, 2_937, 185],
    ['all that is left: all the tax left', 15_895, 15_895, 2_937, 2_937],
    ['half-up: 1 of 2 left holding 1', 1, 2, 1, 1],
    ['never more than the tax left', 50, 100, 10, 5],
    ['an order without tax', 500, 1_000, 0, 0],
    ['nothing left', 500, 0, 10, 0],
  ])('%s', (_, amount, left, taxLeft, expected) => {
    expect(amountTaxCents(amount, { leftCents: left, taxLeftCents: taxLeft })).toBe(expected);
  });
});
