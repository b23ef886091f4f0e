import Big from 'big.js';
import { currencyByCode, type CurrencyCode } from './currency';
import { priceRangeOf, type ListingQuery } from './listing-query';
import { groupedWhole } from './plain-format';

// The listing's price filter and the "from" prices speak the shopper's
// currency. The address keeps whole US dollars (shared links mean the same for everybody); the
// shopper reads and types amounts in the chosen currency at the fixed rates
// (docs/product.md#currencies), and they are turned back into dollars for the query.

export type PriceRange = ListingQuery['price'];

function rateOf(code: CurrencyCode): Big {
  return new Big(currencyByCode(code).rate);
}

/**
 * One end of the query's range (whole US dollars) as the whole amount of `code` the shopper would
 * type for it: the low end rounds up and the high end down, the reverse of typedAmountToUsd, so
 * typing what is shown asks for the same range again.
 */
export function shownWholeAmount(usdDollars: number, code: CurrencyCode, end: 'min' | 'max'): number {
  const amount = new Big(usdDollars).times(rateOf(code));
  return amount.round(0, end === 'min' ? Big.roundUp : Big.roundDown).toNumber();
}

/**
 * An amount typed in `code` as whole US dollars for the query. The low end rounds down and the
 * high end up, so the range still holds every price the shopper meant: £40 → $48, up to £80 → $97.
 * Anything but a plain amount ("12", "12.5") is no bound.
 */
export function typedAmountToUsd(typed: string, code: CurrencyCode, end: 'min' | 'max'): string {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(text)) return '';
  const dollars = new Big(text).div(rateOf(code));
  return dollars.round(0, end === 'min' ? Big.roundDown : Big.roundUp).toString();
}

/** The query's range from the two ends as typed in `code` (a reversed range is read as meant). */
export function priceRangeFromTyped(low: string, high: string, code: CurrencyCode): PriceRange {
  const reversed = Number(low.replace(',', '.')) > Number(high.replace(',', '.')) && high.trim() !== '';
  const [from, to] = reversed ? [high, low] : [low, high];
  return priceRangeOf(typedAmountToUsd(from, code, 'min'), typedAmountToUsd(to, code, 'max'));
}

/** What the two price fields show for the query's range, in `code`. */
export function typedPriceRange(range: PriceRange, code: CurrencyCode): { low: string; high: string } {
  return {
    low: range.min === undefined ? '' : String(shownWholeAmount(range.min, code, 'min')),
    high: range.max === undefined ? '' : String(shownWholeAmount(range.max, code, 'max')),
  };
}

export function samePriceRange(a: PriceRange, b: PriceRange): boolean {
  return a.min === b.min && a.max === b.max;
}

/** A whole amount with its symbol: 40 in GBP → "£40". */
export function formatWholeAmount(amount: number, code: CurrencyCode): string {
  return `${currencyByCode(code).symbol}${groupedWhole(amount)}`;
}

/** The chip of a chosen range: "£40–£80", "£40 and up", "Up to £80". */
export function priceRangeLabel(range: PriceRange, code: CurrencyCode): string {
  const { low: min, high: max } = typedPriceRange(range, code);
  const low = min ? formatWholeAmount(Number(min), code) : undefined;
  const high = max ? formatWholeAmount(Number(max), code) : undefined;
  if (low && high) return `${low}–${high}`;
  if (low) return `${low} and up`;
  return high ? `Up to ${high}` : '';
}

/**
 * A "from" price (a category's cheapest frame) in `code`: whole when it is whole ("$19"), else
 * to the cent ("£15.71"), never rounded below what the cheapest frame costs.
 */
export function priceFrom(usdCents: number, code: CurrencyCode): string {
  const amount = new Big(usdCents).div(100).times(rateOf(code)).round(2, Big.roundUp);
  if (amount.mod(1).eq(0)) return formatWholeAmount(amount.toNumber(), code);
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  return `${currencyByCode(code).symbol}${groupedWhole(Number(whole))}.${fraction}`;
}
