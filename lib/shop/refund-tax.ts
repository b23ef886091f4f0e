import { unitsShare } from './refund-parts';

// The tax part of a refund of an amount (docs/operating.md#refund-by-line): every refund records
// what of it was tax, so a tax report counts the tax given back. An amount carries the tax in the
// proportion still left on the order; the refund of all that is left carries all the tax left.

export interface TaxLeft {
  /** What is left to refund on the order (its total less what was refunded or is being refunded). */
  leftCents: number;
  /** The order's tax less the tax part of every refund made or waiting. */
  taxLeftCents: number;
}

/** min(tax left, round-half-up(amount × tax left / total left)); all the tax left with all the rest. */
export function amountTaxCents(amountCents: number, left: TaxLeft): number {
  if (left.taxLeftCents <= 0 || left.leftCents <= 0 || amountCents <= 0) return 0;
  if (amountCents >= left.leftCents) return Math.min(left.taxLeftCents, amountCents);
  return Math.min(left.taxLeftCents, amountCents, unitsShare(left.taxLeftCents, amountCents, left.leftCents));
}
