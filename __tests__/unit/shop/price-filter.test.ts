import {
  formatWholeAmount,
  priceFrom,
  priceRangeFromTyped,
  priceRangeLabel,
  shownWholeAmount,
  typedAmountToUsd,
  typedPriceRange,
} from '@/lib/shop/price-filter';

// The price filter and "from" prices in the shopper's currency (docs/product.md#currencies); the
// address keeps whole US dollars.
describe('amounts typed in the shown currency become whole US dollars', () => {
  it.each([
    ['40', 'USD', 'min', '40'],
    ['40', 'GBP', 'min', '48'], // 40 / 0.8266 = 48.39, the low end rounds down
    ['80', 'GBP', 'max', '97'], // 80 / 0.8266 = 96.78, the high end rounds up
    ['100', 'AUD', 'min', '68'], // 100 / 1.4676 = 68.14
    ['100', 'AUD', 'max', '69'],
    ['12.5', 'EUR', 'max', '14'], // 13.38
    ['12,5', 'EUR', 'min', '13'],
    [' 7 ', 'CAD', 'min', '5'], // 5.17
    ['', 'GBP', 'min', ''],
    ['cheap', 'GBP', 'max', ''],
    ['-5', 'USD', 'min', ''],
    ['1e3', 'USD', 'max', ''],
  ] as const)('%j %s (%s) → %j', (typed, code, end, dollars) => {
    expect(typedAmountToUsd(typed, code, end)).toBe(dollars);
  });

  it.each([
    ['40', '80', 'GBP', { min: 48, max: 97 }],
    ['80', '40', 'GBP', { min: 48, max: 97 }],
    ['', '80', 'EUR', { max: 86 }],
    ['50', '', 'USD', { min: 50 }],
    ['', '', 'AUD', {}],
  ] as const)('the range %j–%j in %s', (low, high, code, range) => {
    expect(priceRangeFromTyped(low, high, code)).toEqual(range);
  });
});

describe('the query’s dollars shown in the chosen currency', () => {
  it.each([
    [48, 'USD', 'min', 48],
    [48, 'GBP', 'min', 40], // 39.68 rounds up: typing 40 asks for $48 again
    [97, 'GBP', 'max', 80], // 80.18 rounds down
    [68, 'AUD', 'min', 100], // 99.80
    [19, 'EUR', 'max', 17], // 17.75
  ] as const)('$%i in %s (%s) is %i', (dollars, code, end, shown) => {
    expect(shownWholeAmount(dollars, code, end)).toBe(shown);
  });

  it.each([
    [{ min: 48, max: 97 }, 'GBP', { low: '40', high: '80' }],
    [{ max: 150 }, 'USD', { low: '', high: '150' }],
    [{}, 'EUR', { low: '', high: '' }],
  ] as const)('fields for %j in %s', (range, code, fields) => {
    expect(typedPriceRange(range, code)).toEqual(fields);
  });

  it('typing what the fields show asks for the same range again (no drift)', () => {
    for (const code of ['USD', 'AUD', 'EUR', 'CAD', 'GBP'] as const) {
      for (let shown = 1; shown <= 400; shown += 1) {
        const range = priceRangeFromTyped(String(shown), String(shown), code);
        const fields = typedPriceRange(range, code);
        expect(priceRangeFromTyped(fields.low, fields.high, code)).toEqual(range);
      }
    }
  });

  it.each([
    [{ min: 48, max: 97 }, 'GBP', '£40–£80'],
    [{ min: 50 }, 'USD', '$50 and up'],
    [{ max: 1500 }, 'EUR', 'Up to €1,401'], // 1401.3 rounds down
    [{}, 'USD', ''],
  ] as const)('the chip of %j in %s reads %j', (range, code, label) => {
    expect(priceRangeLabel(range, code)).toBe(label);
  });

  it('writes whole amounts with the currency’s symbol', () => {
    expect(formatWholeAmount(1234, 'CAD')).toBe('C$1,234');
  });
});

describe('"from" prices (the home page’s category tiles)', () => {
  it.each([
    [1900, 'USD', '$19'],
    [1999, 'USD', '$19.99'],
    [1900, 'GBP', '£15.71'], // 15.7054 rounds up: nothing is cheaper than the price shown
    [1900, 'AUD', 'A$27.89'],
    [1900, 'EUR', '€17.75'],
    [100_000, 'USD', '$1,000'],
  ] as const)('%i US cents in %s: from %s', (cents, code, text) => {
    expect(priceFrom(cents, code)).toBe(text);
  });
});
