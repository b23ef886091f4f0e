import Big from 'big.js';
import { halfUpCents } from './checkout-tax';
import { formatPrice } from './currency';

// A price change by a percentage over a selection of products (docs/operating.md#bulk-catalog):
// "-20" takes a fifth off, "+10" adds a tenth. Exact in big.js and rounded half-up to the cent, as
// the checkout rounds money. A product on a flash sale keeps its discount: the sale price moves by
// the same percentage, and a change that would leave the sale price at or above the price (two
// prices a cent apart, rounded together) is refused rather than ending the sale on its own.

/** The least and most a selection's prices may move at once, in percent. */
export const PRICE_CHANGE_MIN_PERCENT = -50;
export const PRICE_CHANGE_MAX_PERCENT = 100;

/** The prices of a product a change moves. */
export interface ProductPrices {
  priceCents: number;
  flashSalePriceCents: number | null;
}

export type PriceChangeResult = ({ ok: true } & ProductPrices) | { ok: false; reason: string };

/** Why a percentage cannot be used, or null: a number from −50 to +100, not 0, to two decimals. */
export function percentProblem(percent: number): string | null {
  if (!Number.isFinite(percent)) return 'Give the change as a percentage, such as -10 or 5.';
  if (percent < PRICE_CHANGE_MIN_PERCENT || percent > PRICE_CHANGE_MAX_PERCENT)
    return `Give a change from ${PRICE_CHANGE_MIN_PERCENT} % to +${PRICE_CHANGE_MAX_PERCENT} %.`;
  if (percent === 0) return 'Give a change other than 0 %.';
  if (!new Big(percent).round(2).eq(percent)) return 'Give the percentage to at most two decimals.';
  return null;
}

/** One amount in cents moved by `percent`, half-up to the cent: 4999 ¢ at −10 % → 4499 ¢. */
export function centsChangedBy(cents: number, percent: number): number {
  return halfUpCents(new Big(cents).times(new Big(100).plus(percent)).div(100));
}

/**
 * A product's prices after the change, or why it cannot take it: a price or sale price of 0 or
 * less, one above `maxCents` (the most a price may be), or a sale price no longer below the price.
 * The percentage itself is checked once for the whole selection (percentProblem).
 */
export function changePrices(prices: ProductPrices, percent: number, maxCents: number): PriceChangeResult {
  const priceCents = centsChangedBy(prices.priceCents, percent);
  const flashSalePriceCents =
    prices.flashSalePriceCents === null ? null : centsChangedBy(prices.flashSalePriceCents, percent);
  const lowest = Math.min(priceCents, flashSalePriceCents ?? priceCents);
  if (lowest <= 0) return { ok: false, reason: 'A price would be $0.00 or less.' };
  if (priceCents > maxCents)
    return {
      ok: false,
      reason: `The price would be ${formatPrice(priceCents, 'USD')}, above the most a price may be (${formatPrice(maxCents, 'USD')}).`,
    };
  if (flashSalePriceCents !== null && flashSalePriceCents >= priceCents)
    return {
      ok: false,
      reason: `The sale price would be ${formatPrice(flashSalePriceCents, 'USD')}, no longer below the price (${formatPrice(priceCents, 'USD')}).`,
    };
  return { ok: true, priceCents, flashSalePriceCents };
}
