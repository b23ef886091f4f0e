import Big from 'big.js';
import {
  allocate,
  checkoutTax,
  halfUpCents,
  partsOf,
  totalWithTax,
  type CheckoutTaxInput,
  type TaxedLineInput,
} from '@/lib/shop/checkout-tax';
import { matchTaxRate, type TaxClass, type TaxRate } from '@/lib/shop/tax-rules';

// The checkout's tax (docs/product.md#taxes), in exact cents: per line from its parts (frame,
// lenses, accessory), after the second-frame offer and the coupon's share, rounded half-up per line;
// shipping taxed as its own class; inclusive amounts only show the tax they hold.

let nextId = 1;
function rate(row: Partial<TaxRate> & Pick<TaxRate, 'countryCode' | 'ratePercent'>): TaxRate {
  return {
    id: nextId++,
    regionCode: '*',
    postcodePattern: '*',
    taxClass: '*',
    priority: 0,
    name: 'Tax',
    ...row,
  };
}

const RATES: TaxRate[] = [
  rate({ countryCode: 'DE', ratePercent: '19', name: 'VAT' }),
  rate({ countryCode: 'US', regionCode: 'CA', ratePercent: '7.25', name: 'Sales tax' }),
  rate({ countryCode: 'US', regionCode: 'CA', taxClass: 'shipping', ratePercent: '0', name: 'Sales tax' }),
  rate({ countryCode: 'US', regionCode: 'FL', ratePercent: '6', name: 'Sales tax' }),
  rate({
    countryCode: 'US',
    regionCode: 'FL',
    taxClass: 'prescription-lenses',
    ratePercent: '0',
    name: 'Sales tax',
  }),
  rate({ countryCode: 'US', regionCode: 'TX', ratePercent: '6.25', name: 'Sales tax' }),
];

function at(countryCode: string, regionCode: string) {
  return (taxClass: TaxClass) => matchTaxRate(RATES, { countryCode, regionCode, postcode: '' }, taxClass);
}

function frame(
  unitPriceCents: number,
  unitLensCents = 0,
  frameDiscountCents = 0,
  quantity = 1,
): TaxedLineInput {
  return { kind: 'frame', unitPriceCents, unitLensCents, quantity, frameDiscountCents };
}
function accessory(unitPriceCents: number, quantity = 1): TaxedLineInput {
  return { kind: 'accessory', unitPriceCents, unitLensCents: 0, quantity, frameDiscountCents: 0 };
}

function tax(input: Partial<CheckoutTaxInput> & Pick<CheckoutTaxInput, 'lines' | 'rateFor'>) {
  return checkoutTax({
    lensesDiscounted: false,
    couponDiscountCents: 0,
    shippingCents: 0,
    included: false,
    ...input,
  });
}

describe('checkoutTax: whole orders', () => {
  it('a German order, prices including 19 % VAT: the tax part per line, the total unchanged', () => {
    const result = tax({
      lines: [frame(12900, 5900), accessory(1500)],
      shippingCents: 2000,
      included: true,
      rateFor: at('DE', ''),
    });
    // 12900·19/119 + 5900·19/119 = 3001.68 → 3002; 1500·19/119 = 239.50 (239.4957) → 239; 2000·19/119 = 319.33 → 319
    expect(result.lines.map((line) => line.taxCents)).toEqual([3002, 239]);
    expect(result.shipping.taxCents).toBe(319);
    expect(result.taxCents).toBe(3560);
    expect(result.name).toBe('VAT');
    expect(totalWithTax(22300, result)).toBe(22300);
  });

  it('a Californian order, tax added at 7.25 %, shipping untaxed', () => {
    const result = tax({
      lines: [frame(12900, 5900), accessory(1500)],
      shippingCents: 1295,
      rateFor: at('US', 'CA'),
    });
    // 18800 · 7.25 % = 1363.00; 1500 · 7.25 % = 108.75 → 109
    expect(result.lines.map((line) => line.taxCents)).toEqual([1363, 109]);
    expect(result.shipping).toMatchObject({ taxCents: 0, rate: { ratePercent: '0' } });
    expect(result.taxCents).toBe(1472);
    expect(totalWithTax(18800 + 1500 + 1295, result)).toBe(21595 + 1472);
    expect(
      result.lines[0]?.parts.map((part) => [part.taxClass, part.taxableCents, part.rate?.ratePercent]),
    ).toEqual([
      ['frames', 12900, '7.25'],
      ['prescription-lenses', 5900, '7.25'],
    ]);
  });

  it('an exempt class: prescription lenses at 0 % in Florida, the frame taxed', () => {
    const result = tax({ lines: [frame(12900, 5900)], rateFor: at('US', 'FL') });
    expect(result.lines[0]?.taxCents).toBe(774);
    expect(result.lines[0]?.parts[1]).toMatchObject({
      taxClass: 'prescription-lenses',
      rate: { ratePercent: '0' },
    });
    expect(result.name).toBe('Sales tax');
  });

  it('no rate where the order goes: no tax and no name', () => {
    const result = tax({ lines: [frame(12900, 5900)], shippingCents: 500, rateFor: at('JP', '') });
    expect(result).toMatchObject({ taxCents: 0, name: '' });
    expect(totalWithTax(19300, result)).toBe(19300);
    expect(totalWithTax(19300, null)).toBe(19300);
  });

  it('the second-frame discount and the coupon reduce what is taxed', () => {
    const result = tax({
      lines: [frame(12900, 5900), frame(9900, 5900, 4950)],
      couponDiscountCents: 1000,
      rateFor: at('US', 'TX'),
    });
    // parts 12900, 5900, 4950, 5900 (29650); coupon 1000 → 435.08, 198.99, 166.95, 198.99 → 435, 199, 167, 199
    expect(result.lines.map((line) => line.couponShareCents)).toEqual([634, 366]);
    expect(result.lines[1]?.parts.map((part) => part.taxableCents)).toEqual([4783, 5701]);
    // (12465 + 5701) · 6.25 % = 1135.375 → 1135; (4783 + 5701) · 6.25 % = 655.25 → 655
    expect(result.lines.map((line) => line.taxCents)).toEqual([1135, 655]);
  });
});

describe('checkoutTax: rounding half-up per line', () => {
  const cases: [string, number, boolean, number][] = [
    ['0.5 ¢ goes up (8 × 6.25 %)', 8, false, 1],
    ['1.5 ¢ goes up (24 × 6.25 %)', 24, false, 2],
    ['2.5 ¢ goes up (40 × 6.25 %)', 40, false, 3],
    ['below half goes down (7 × 6.25 % = 0.4375)', 7, false, 0],
    ['inclusive, exact: 17 · 6.25/106.25 = 1', 17, true, 1],
    ['inclusive, above half: 26/17 = 1.529', 26, true, 2],
    ['inclusive, below half: 25/17 = 1.471', 25, true, 1],
  ];
  it.each(cases)('%s', (_, cents, included, expected) => {
    expect(tax({ lines: [accessory(cents)], included, rateFor: at('US', 'TX') }).taxCents).toBe(expected);
  });

  it('rounds each line once, not each part', () => {
    // frame 8 and lenses 8 at 6.25 %: parts 0.5 + 0.5 = 1.0 → 1, not 1 + 1
    expect(tax({ lines: [frame(8, 8)], rateFor: at('US', 'TX') }).lines[0]?.taxCents).toBe(1);
  });

  it('halfUpCents', () => {
    expect([0.5, 1.5, 2.4999, 0.4999].map((value) => halfUpCents(new Big(value)))).toEqual([1, 2, 2, 0]);
  });
});

describe('allocate: largest remainder in cents', () => {
  const cases: [string, number, number[], number[]][] = [
    ['proportional, remainders to the largest', 1000, [12900, 5900, 1500], [635, 291, 74]],
    ['a tie goes to the earlier part', 1, [100, 100], [1, 0]],
    ['two cents, three equal parts', 2, [1, 1, 1], [1, 1, 0]],
    ['nothing to share', 0, [500, 500], [0, 0]],
    ['nothing to share it over', 100, [0, 0], [0, 0]],
    ['the whole amount', 700, [200, 500], [200, 500]],
  ];
  it.each(cases)('%s', (_, total, weights, expected) => {
    const shares = allocate(total, weights);
    expect(shares).toEqual(expected);
    if (weights.some((weight) => weight > 0)) expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('partsOf', () => {
  it('the offer comes off the frame part unless it discounts lenses too', () => {
    expect(partsOf(frame(9900, 5900, 4950), false)).toEqual([
      { taxClass: 'frames', amountCents: 4950 },
      { taxClass: 'prescription-lenses', amountCents: 5900 },
    ]);
    // 50 % of (9900 + 5900) = 7900, spread 4950 / 2950
    expect(partsOf(frame(9900, 5900, 7900), true)).toEqual([
      { taxClass: 'frames', amountCents: 4950 },
      { taxClass: 'prescription-lenses', amountCents: 2950 },
    ]);
    expect(partsOf(frame(9900), false)).toEqual([{ taxClass: 'frames', amountCents: 9900 }]);
    expect(partsOf(accessory(1500, 2), false)).toEqual([{ taxClass: 'accessories', amountCents: 3000 }]);
  });
});
