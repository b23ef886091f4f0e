import Big from 'big.js';
import {
  splitCents,
  taxReport,
  type JurisdictionNames,
  type ReportOrder,
  type ReportRate,
  type ReportRefund,
} from '@/lib/shop/tax-report';

// docs/operating.md#tax-report: paid orders' tax and done refunds' tax folded per jurisdiction
// (country, or a state or province of it), with the taxable sales without their tax, the orders,
// and a totals row.

const rate = (countryCode: string, regionCode: string, ratePercent: string, name: string): ReportRate => ({
  countryCode,
  regionCode,
  ratePercent,
  name,
});
const CALIFORNIA = rate('US', 'CA', '7.25', 'Sales tax');
const CALIFORNIA_SHIPPING = rate('US', 'CA', '0', 'Sales tax');
const GERMANY = rate('DE', '*', '19', 'VAT');
const ONTARIO = rate('CA', 'ON', '13', 'HST');
const CANADA_LENSES = rate('CA', '*', '0', 'GST');
const CANADA = rate('CA', '*', '5', 'GST');

const NAMES: JurisdictionNames = {
  country: (code) => ({ US: 'United States', DE: 'Germany', CA: 'Canada' })[code] ?? code,
  region: (_, code) => ({ CA: 'California', ON: 'Ontario' })[code] ?? code,
};

/** The Californian order of docs/product.md#taxes: glasses $129 + $25 lenses, a $15 case, free shipping. */
const californian = (id: number, paidInPeriod = true): ReportOrder => ({
  id,
  included: false,
  paidInPeriod,
  lines: [
    { taxCents: 109, parts: [{ taxableCents: 1_500, rate: CALIFORNIA }] },
    {
      taxCents: 1_117,
      parts: [
        { taxableCents: 12_900, rate: CALIFORNIA },
        { taxableCents: 2_500, rate: CALIFORNIA },
      ],
    },
    { taxCents: 0, parts: [{ taxableCents: 0, rate: CALIFORNIA_SHIPPING }] },
  ],
});

/** The same cart to Berlin: prices hold 19 % VAT, shipping $14.95 taxed too. */
const german = (id: number, paidInPeriod = true): ReportOrder => ({
  id,
  included: true,
  paidInPeriod,
  lines: [
    { taxCents: 239, parts: [{ taxableCents: 1_500, rate: GERMANY }] },
    {
      taxCents: 2_459,
      parts: [
        { taxableCents: 12_900, rate: GERMANY },
        { taxableCents: 2_500, rate: GERMANY },
      ],
    },
    { taxCents: 239, parts: [{ taxableCents: 1_495, rate: GERMANY }] },
  ],
});

/** Ontario glasses whose lenses fall under a country-wide 0 % row: one line, two jurisdictions. */
const ontarian = (id: number): ReportOrder => ({
  id,
  included: false,
  paidInPeriod: true,
  lines: [
    {
      taxCents: 1_300,
      parts: [
        { taxableCents: 10_000, rate: ONTARIO },
        { taxableCents: 5_000, rate: CANADA_LENSES },
      ],
    },
    { taxCents: 0, parts: [{ taxableCents: 1_000, rate: null }] },
  ],
});

type Expected = Record<string, [orders: number, taxable: number, collected: number, refunded: number]>;

const figuresOf = (orders: ReportOrder[], refunds: ReportRefund[]) => {
  const report = taxReport(orders, refunds, NAMES);
  return {
    rows: Object.fromEntries(
      report.rows.map((row) => [
        row.jurisdiction,
        [row.orders, row.taxableCents, row.collectedCents, row.refundedCents],
      ]),
    ) as Expected,
    net: report.rows.map((row) => row.netCents),
    totals: report.totals,
  };
};

describe('the tax report per jurisdiction', () => {
  it.each<[string, ReportOrder[], ReportRefund[], Expected]>([
    ['no orders', [], [], {}],
    [
      'an exclusive Californian order: the taxed amounts as they are',
      [californian(1)],
      [],
      { 'United States, California': [1, 16_900, 1_226, 0] },
    ],
    [
      'an inclusive German order: its taxed amounts without the VAT they held',
      [german(1)],
      [],
      { Germany: [1, 18_395 - 2_937, 2_937, 0] },
    ],
    [
      'both, and part of the German one refunded',
      [californian(1), german(2)],
      [{ orderId: 2, taxCents: 190 }],
      { Germany: [1, 15_458, 2_937, 190], 'United States, California': [1, 16_900, 1_226, 0] },
    ],
    [
      'two refunds of the same order add up',
      [californian(1)],
      [
        { orderId: 1, taxCents: 100 },
        { orderId: 1, taxCents: 9 },
      ],
      { 'United States, California': [1, 16_900, 1_226, 109] },
    ],
    [
      'a refund of an order paid before the period: refunded here, collected then',
      [german(7, false)],
      [{ orderId: 7, taxCents: 239 }],
      { Germany: [0, 0, 0, 239] },
    ],
    [
      'an order paid before the period without a refund in it is not there',
      [german(7, false), californian(8)],
      [],
      { 'United States, California': [1, 16_900, 1_226, 0] },
    ],
    [
      'one line in two jurisdictions: the tax where it was charged, the untaxed part left out',
      [ontarian(1)],
      [{ orderId: 1, taxCents: 650 }],
      { Canada: [1, 5_000, 0, 0], 'Canada, Ontario': [1, 10_000, 1_300, 650] },
    ],
    [
      'a line at two charged rates shares its one rounded tax by what each part’s rate made',
      [
        {
          id: 1,
          included: false,
          paidInPeriod: true,
          // 1000 · 5 % = 50 and 1000 · 13 % = 130
          lines: [
            {
              taxCents: 180,
              parts: [
                { taxableCents: 1_000, rate: CANADA },
                { taxableCents: 1_000, rate: ONTARIO },
              ],
            },
          ],
        },
      ],
      [{ orderId: 1, taxCents: 91 }],
      // the refund shared 50 : 130 → 25.28 and 65.72: 25 and 66
      { Canada: [1, 1_000, 50, 25], 'Canada, Ontario': [1, 1_000, 130, 66] },
    ],
    [
      'an order where no rate matched is not counted, nor a refund of it',
      [
        {
          id: 1,
          included: false,
          paidInPeriod: true,
          lines: [{ taxCents: 0, parts: [{ taxableCents: 900, rate: null }] }],
        },
      ],
      [{ orderId: 1, taxCents: 10 }],
      {},
    ],
  ])('%s', (_, orders, refunds, expected) => {
    const { rows, net } = figuresOf(orders, refunds);
    expect(rows).toEqual(expected);
    expect(net).toEqual(Object.values(expected).map(([, , collected, refunded]) => collected - refunded));
  });

  it('sorts by country, then region with the country-wide row first, and totals distinct orders', () => {
    const report = taxReport(
      [californian(1), german(2), ontarian(3), californian(4)],
      [{ orderId: 2, taxCents: 190 }],
      NAMES,
    );
    expect(
      report.rows.map((row) => [row.countryCode, row.regionCode, row.jurisdiction, row.taxNames]),
    ).toEqual([
      ['CA', '', 'Canada', ['GST']],
      ['CA', 'ON', 'Canada, Ontario', ['HST']],
      ['DE', '', 'Germany', ['VAT']],
      ['US', 'CA', 'United States, California', ['Sales tax']],
    ]);
    expect(report.totals).toEqual({
      // the Ontario order counts once though it is in two rows
      orders: 4,
      taxableCents: 5_000 + 10_000 + 15_458 + 2 * 16_900,
      collectedCents: 1_300 + 2_937 + 2 * 1_226,
      refundedCents: 190,
      netCents: 1_300 + 2_937 + 2 * 1_226 - 190,
    });
  });
});

describe('a line’s tax shared among its parts', () => {
  it.each<[number, string[], number[]]>([
    [180, ['50', '130'], [50, 130]],
    [48, ['24.1425', '24.1425'], [24, 24]],
    // 10 in thirds: the first gets the cent left over
    [10, ['1', '1', '1'], [4, 3, 3]],
    [7, ['0', '0'], [4, 3]],
    [0, ['3', '1'], [0, 0]],
  ])('%i cents by %j → %j', (total, weights, shares) => {
    const result = splitCents(
      total,
      weights.map((weight) => new Big(weight)),
    );
    expect(result).toEqual(shares);
    expect(result.reduce((all, share) => all + share, 0)).toBe(total);
  });
});
