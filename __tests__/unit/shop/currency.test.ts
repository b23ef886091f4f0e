import Big from 'big.js';
import { INITIAL_SHOP_STATE } from '@/lib/client/shop-state';
import {
  CURRENCIES,
  convertUsdCents,
  currencyByIndex,
  currencyIndexOf,
  formatAmount,
  formatPrice,
  isCurrencyCode,
  type CurrencyCode,
} from '@/lib/shop/currency';

describe('spec §9: currency rates and symbols', () => {
  it.each([
    [0, 'USD', '$', 1],
    [1, 'AUD', 'A$', 1.4676],
    [2, 'EUR', '€', 0.9342],
    [3, 'CAD', 'C$', 1.3551],
    [4, 'GBP', '£', 0.8266],
  ])('index %i is %s (%s) at %p per USD', (index, code, symbol, rate) => {
    expect(CURRENCIES[index]).toMatchObject({ code, symbol, rate });
    expect(currencyByIndex(index).code).toBe(code);
    expect(currencyIndexOf(code)).toBe(index);
  });
});

describe('spec §4: the default currency is USD', () => {
  it('shows prices in US dollars until the shopper picks a currency', () => {
    const { currencyIndex, currencyList, currencyChosen } = INITIAL_SHOP_STATE;
    expect(currencyChosen).toBe(false);
    expect(currencyList[currencyIndex]).toEqual({ value: 'USD', icon: '$' });
    expect(formatPrice(1900, currencyByIndex(currencyIndex).code)).toBe('$19.00');
  });

  it.each([[-1], [5], [99], [1.5], [Number.NaN]])('currencyByIndex(%p) falls back to USD', (index) => {
    expect(currencyByIndex(index).code).toBe('USD');
  });

  it.each([['JPY'], ['usd'], ['']])('currencyIndexOf(%p) is -1', (code) => {
    expect(currencyIndexOf(code)).toBe(-1);
  });

  it.each([
    ['USD', true],
    ['GBP', true],
    ['gbp', false],
    ['JPY', false],
    [0, false],
    [undefined, false],
  ])('isCurrencyCode(%p) is %p', (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});

describe('DESIGN §2: conversion through big.js, half-up to 2 decimals', () => {
  it.each<[number, CurrencyCode, number]>([
    [1900, 'USD', 19],
    [1900, 'AUD', 27.88],
    [1900, 'EUR', 17.75],
    [1900, 'CAD', 25.75],
    [1900, 'GBP', 15.71],
    [6900, 'AUD', 101.26],
    [2500, 'GBP', 20.67],
    [1, 'AUD', 0.01],
    [0, 'EUR', 0],
    [-1900, 'EUR', -17.75],
  ])('convertUsdCents(%p, %s) = %p', (cents, code, expected) => {
    expect(convertUsdCents(cents, code)).toBe(expected);
  });

  it.each<[number, CurrencyCode, string]>([
    [1900, 'USD', '$19.00'],
    [1900, 'AUD', 'A$27.88'],
    [1900, 'EUR', '€17.75'],
    [1900, 'CAD', 'C$25.75'],
    [1900, 'GBP', '£15.71'],
    [6900, 'USD', '$69.00'],
    [123456789, 'USD', '$1,234,567.89'],
    [100000, 'AUD', 'A$1,467.60'],
    [0, 'GBP', '£0.00'],
    [-500, 'USD', '-$5.00'],
  ])('formatPrice(%p, %s) = %p', (cents, code, expected) => {
    expect(formatPrice(cents, code)).toBe(expected);
  });

  it.each<[number, CurrencyCode, string]>([
    [1234.5, 'GBP', '£1,234.50'],
    [2.675, 'USD', '$2.68'],
    [999.995, 'EUR', '€1,000.00'],
    [1000000, 'CAD', 'C$1,000,000.00'],
    [-0.001, 'USD', '$0.00'],
  ])('formatAmount(%p, %s) = %p', (amount, code, expected) => {
    expect(formatAmount(amount, code)).toBe(expected);
  });
});

// Issue 18 point 4: prices are converted in exact integer arithmetic so big.js stays off the page;
// big.js is the reference the result must match, amount for amount.
describe('DESIGN §2: the exact conversion gives what big.js gives', () => {
  function bigJsConversion(usdCents: number, rate: number): number {
    return new Big(usdCents).div(100).times(rate).round(2, Big.roundHalfUp).toNumber();
  }

  function bigJsFormat(amount: number, symbol: string): string {
    const rounded = new Big(amount).round(2, Big.roundHalfUp);
    const [whole = '0', fraction = '00'] = rounded.abs().toFixed(2).split('.');
    const sign = rounded.lt(0) ? '-' : '';
    return `${sign}${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  }

  /** Every cent up to $300 either side of zero, then spread-out amounts up to beyond 2^53 cents. */
  function manyAmounts(): number[] {
    const amounts: number[] = [];
    for (let cents = -30_000; cents <= 30_000; cents++) amounts.push(cents);
    let seed = 18;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const magnitude = 10 ** (2 + (i % 15));
      amounts.push(Math.round((seed / 2_147_483_648) * magnitude) * (i % 2 === 0 ? 1 : -1));
    }
    amounts.push(Number.MAX_SAFE_INTEGER, 2 ** 60, 1e21);
    return amounts;
  }

  it.each(CURRENCIES.map((currency) => [currency.code, currency] as const))(
    '%s: conversion and display match big.js for every amount',
    (_code, currency) => {
      const mismatches: string[] = [];
      for (const cents of manyAmounts()) {
        const expected = bigJsConversion(cents, currency.rate);
        const converted = convertUsdCents(cents, currency.code);
        if (!Object.is(converted, expected + 0)) mismatches.push(`${cents}: ${converted} ≠ ${expected}`);
        // The old display formatted big.js's answer as a Number, which keeps 15 significant digits:
        // every cent below 10 trillion; past that the exact path is right where a Number was not.
        if (Math.abs(expected) >= 1e13) continue;
        const shown = formatPrice(cents, currency.code);
        const reference = bigJsFormat(expected, currency.symbol);
        if (shown !== reference) mismatches.push(`${cents}: "${shown}" ≠ "${reference}"`);
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
    },
  );

  it('rounds amounts that are not whole hundredths as big.js does', () => {
    const mismatches: string[] = [];
    for (let thousandths = -20_000; thousandths <= 20_000; thousandths++) {
      for (const amount of [thousandths / 1000, thousandths / 1000 + 0.0005, thousandths * 1.0001]) {
        const shown = formatAmount(amount, 'USD');
        const reference = bigJsFormat(amount, '$');
        if (shown !== reference) mismatches.push(`${amount}: "${shown}" ≠ "${reference}"`);
      }
    }
    for (const amount of [0.1 + 0.2, 1e-7, 123.456e-10, 5e-3, -5e-3, 1.005, 1e21, 2 ** 70]) {
      if (formatAmount(amount, 'USD') !== bigJsFormat(amount, '$')) mismatches.push(String(amount));
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
