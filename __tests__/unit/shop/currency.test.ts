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

describe('docs/product.md#currencies: currency rates and symbols', () => {
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

describe('docs/product.md#currencies: the default currency is USD', () => {
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

describe('docs/product.md#currencies: conversion through big.js, half-up to 2 decimals', () => {
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
    [5, 'USD', '$0.05'],
    [-5, 'USD', '-$0.05'],
    [-0, 'USD', '$0.00'],
    [99999, 'USD', '$999.99'],
    [100000, 'USD', '$1,000.00'],
    [1999.5, 'USD', '$20.00'],
  ])('formatPrice(%p, %s) = %p', (cents, code, expected) => {
    expect(formatPrice(cents, code)).toBe(expected);
  });

  // formatPrice writes whole US cents without big.js (the prices of a listing's cards, rendered as
  // the page hydrates); the string must be the one the big.js path writes.
  it.each([0, 1, 9, 10, 99, 100, 101, 1234, 99999, 100000, 123456789, 999_999_999_999])(
    'formatPrice(±%p, USD) is what the big.js conversion writes',
    (cents) => {
      for (const signed of [cents, -cents])
        expect(formatPrice(signed, 'USD')).toBe(formatAmount(convertUsdCents(signed, 'USD'), 'USD'));
    },
  );

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
