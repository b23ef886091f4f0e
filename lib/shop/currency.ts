import Big from 'big.js';
import { withThousandsSeparators } from './plain-format';

// The shop's display currencies. Prices are kept and charged in US cents; other currencies are shown at
// the shop's fixed rates (docs/product.md#currencies), so a total in another currency is an
// estimate.

export type CurrencyCode = 'USD' | 'AUD' | 'EUR' | 'CAD' | 'GBP';

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  /** units of this currency per 1 USD */
  rate: number;
  label: string;
}

// currency rates relative to USD and their symbols, in the order USD, AUD, EUR, CAD, GBP
export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', symbol: '$', rate: 1, label: 'US Dollar' },
  { code: 'AUD', symbol: 'A$', rate: 1.4676, label: 'Australian Dollar' },
  { code: 'EUR', symbol: '€', rate: 0.9342, label: 'Euro' },
  { code: 'CAD', symbol: 'C$', rate: 1.3551, label: 'Canadian Dollar' },
  { code: 'GBP', symbol: '£', rate: 0.8266, label: 'British Pound' },
];

// the default currency is USD, the first of the list
export const DEFAULT_CURRENCY_INDEX = 0;

const US_DOLLAR: Currency = { code: 'USD', symbol: '$', rate: 1, label: 'US Dollar' };

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCIES.some((currency) => currency.code === value);
}

// switching currency changes the index into the currency list; a bad index means USD
export function currencyByIndex(index: number): Currency {
  if (!Number.isInteger(index)) return US_DOLLAR;
  return CURRENCIES[index] ?? US_DOLLAR;
}

/** Index of the currency in CURRENCIES, or -1 for a code the shop does not know. */
export function currencyIndexOf(code: string): number {
  return CURRENCIES.findIndex((currency) => currency.code === code);
}

/** The currency of a code (its symbol, its fixed rate); US dollars for none the shop knows. */
export function currencyByCode(code: CurrencyCode): Currency {
  return CURRENCIES.find((currency) => currency.code === code) ?? US_DOLLAR;
}

// fixed rate through big.js, half-up to 2 decimals
export function convertUsdCents(usdCents: number, code: CurrencyCode): number {
  return new Big(usdCents).div(100).times(currencyByCode(code).rate).round(2, Big.roundHalfUp).toNumber();
}

/** An amount already in `code`: formatAmount(1234.5, 'GBP') → "£1,234.50", negatives as "-$5.00". */
export function formatAmount(amount: number, code: CurrencyCode): string {
  const rounded = new Big(amount).round(2, Big.roundHalfUp);
  const [whole = '0', fraction = '00'] = rounded.abs().toFixed(2).split('.');
  const sign = rounded.lt(0) ? '-' : '';
  return `${sign}${currencyByCode(code).symbol}${withThousandsSeparators(whole)}.${fraction}`;
}

/** A price kept in US cents, shown in `code`: formatPrice(1900, 'AUD') → "A$27.88". */
export function formatPrice(usdCents: number, code: CurrencyCode): string {
  if (code === 'USD' && Number.isSafeInteger(usdCents)) return formatWholeUsdCents(usdCents);
  return formatAmount(convertUsdCents(usdCents, code), code);
}

/**
 * Whole US cents need no conversion or rounding, so no decimal arithmetic: the same string as the
 * big.js path, without its four Big numbers. A listing's cards render one or two prices each while
 * the page hydrates, on the main thread a phone's first tap waits for.
 */
function formatWholeUsdCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${US_DOLLAR.symbol}${withThousandsSeparators(whole)}.${fraction}`;
}
