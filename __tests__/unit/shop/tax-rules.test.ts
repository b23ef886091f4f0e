import { matchTaxRate, postcodeSpecificity, type TaxClass, type TaxRate } from '@/lib/shop/tax-rules';

// Which rate applies (docs/operating.md#taxes): the class named beats any class, then the postcode
// (exact, longest prefix, any), then a named region beats any region, then the higher priority,
// then the lower id.

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
  rate({ countryCode: 'US', regionCode: 'CA', ratePercent: '7.25', name: 'CA state' }),
  rate({ countryCode: 'US', regionCode: 'CA', postcodePattern: '94*', ratePercent: '8.625', name: 'CA 94' }),
  rate({
    countryCode: 'US',
    regionCode: 'CA',
    postcodePattern: '94103',
    ratePercent: '8.75',
    name: 'CA 94103',
  }),
  rate({ countryCode: 'US', regionCode: 'CA', taxClass: 'shipping', ratePercent: '0', name: 'CA shipping' }),
  rate({ countryCode: 'US', regionCode: 'FL', ratePercent: '6', name: 'FL' }),
  rate({
    countryCode: 'US',
    regionCode: 'FL',
    taxClass: 'prescription-lenses',
    ratePercent: '0',
    name: 'FL Rx',
  }),
  rate({ countryCode: 'US', regionCode: 'FL', postcodePattern: '331*', ratePercent: '7', name: 'FL Miami' }),
  rate({ countryCode: 'CA', ratePercent: '5', name: 'GST' }),
  rate({ countryCode: 'CA', regionCode: 'ON', ratePercent: '13', name: 'HST' }),
  rate({ countryCode: 'DE', ratePercent: '19', name: 'VAT' }),
  rate({ countryCode: 'DE', ratePercent: '7', name: 'VAT low', priority: -1 }),
  rate({ countryCode: 'GB', ratePercent: '20', name: 'VAT', priority: 1 }),
  rate({ countryCode: 'GB', ratePercent: '5', name: 'VAT second', priority: 1 }),
];

describe('matchTaxRate', () => {
  const cases: [string, string, string, string, TaxClass, string | null][] = [
    ['state-wide rate', 'US', 'CA', '90001', 'frames', 'CA state'],
    ['a longer match on the postcode prefix wins', 'US', 'CA', '94110', 'frames', 'CA 94'],
    ['an exact postcode beats a prefix', 'US', 'CA', '94103', 'frames', 'CA 94103'],
    ['postcodes compare without spaces or case', 'US', 'CA', ' 941 03', 'accessories', 'CA 94103'],
    ['a class row beats any-class rows, even a postcode one', 'US', 'CA', '94103', 'shipping', 'CA shipping'],
    ['the exempt class holds across the state', 'US', 'FL', '33101', 'prescription-lenses', 'FL Rx'],
    ['other classes in that postcode take the local rate', 'US', 'FL', '33101', 'frames', 'FL Miami'],
    ['a named region beats the whole country', 'CA', 'ON', 'M5V 2T6', 'frames', 'HST'],
    ['the country rate where the province has none', 'CA', 'AB', 'T5J 0N3', 'frames', 'GST'],
    ['region codes compare without case', 'CA', 'on', 'K1A 0B1', 'frames', 'HST'],
    ['the higher priority breaks a tie', 'DE', '', '10115', 'frames', 'VAT'],
    ['the lower id breaks an equal priority', 'GB', '', 'SW1A 1AA', 'frames', 'VAT'],
    ['no row for the state: no tax', 'US', 'OR', '97201', 'frames', null],
    ['no row for the country: no tax', 'JP', '', '100-0001', 'frames', null],
  ];
  it.each(cases)('%s', (_, countryCode, regionCode, postcode, taxClass, expected) => {
    expect(matchTaxRate(RATES, { countryCode, regionCode, postcode }, taxClass)?.name ?? null).toBe(expected);
  });
});

describe('postcodeSpecificity', () => {
  const cases: [string, string, number][] = [
    ['*', '94103', 0],
    ['', '94103', 0],
    ['9*', '94103', 2],
    ['94*', '94103', 3],
    ['94*', '95103', -1],
    ['94103', '94103', 1000],
    ['94103', '94104', -1],
    ['sw1a*', 'SW1A 1AA', 5],
  ];
  it.each(cases)('%s against %s → %d', (pattern, postcode, expected) => {
    expect(postcodeSpecificity(pattern, postcode)).toBe(expected);
  });
});
