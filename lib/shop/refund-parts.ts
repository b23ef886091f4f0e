import Big from 'big.js';
import { allocate, exactTax, halfUpCents, partsOf } from './checkout-tax';

// What each part of an order's lines came to, for a refund by line (docs/operating.md#refund-by-line):
// the frame (or accessory) and the lenses of every line, after the second-frame offer and the
// part's share of the coupon, with the part's share of the line's tax. The split is the checkout's
// own (lib/shop/checkout-tax.ts): a taxed line kept its parts as taxed; a line without tax is split
// the same way again, the coupon spread over every part of every line by the largest remainder.

/** A frozen order line as a refund reads it (money in US cents, for the whole quantity). */
export interface RefundableLine {
  id: number;
  name: string;
  kind: 'frame' | 'accessory';
  quantity: number;
  unitPriceCents: number;
  unitLensCents: number;
  frameDiscountCents: number;
  /** The line's tax as the order kept it; absent on an order without tax. */
  tax?: {
    taxCents: number;
    parts: { taxClass: string; taxableCents: number; rate: { ratePercent: string } | null }[];
  };
}

/** The order around its lines: the coupon, the shipping and how its tax was shown. */
export interface RefundableOrder {
  lines: readonly RefundableLine[];
  couponDiscountCents: number;
  shippingCents: number;
  /** The shipping's own tax (the order's `tax.shipping.taxCents`), 0 without tax. */
  shippingTaxCents: number;
  /** Inclusive: prices hold the tax; exclusive: the tax was added to them. */
  taxIncluded: boolean;
}

/** One part of a whole line: what the shopper paid for it, tax included, and its tax. */
export interface PartTotal {
  amountCents: number;
  taxCents: number;
}

/** A line's two parts; `lenses` is null for an accessory and a frame bought without lenses. */
export interface LineParts {
  frame: PartTotal;
  lenses: PartTotal | null;
}

const LENS_CLASS = 'prescription-lenses';

/**
 * Every line's parts by line id. On an order without tax the second-frame discount comes off the
 * frame first, as the shop's own offer takes it (the order does not keep whether an owner's offer
 * discounted lenses too; a taxed line kept its exact parts).
 */
export function linePartsOf(order: RefundableOrder): Map<number, LineParts> {
  const split = order.lines.map((line) => partsOf(line, false));
  const shares = allocate(
    order.couponDiscountCents,
    split.flat().map((part) => part.amountCents),
  );
  let next = 0;
  const byLine = new Map<number, LineParts>();
  order.lines.forEach((line, index) => {
    const parts = (split[index] ?? []).map((part) => {
      const share = shares[next] ?? 0;
      next += 1;
      return { lens: part.taxClass === LENS_CLASS, taxableCents: part.amountCents - share };
    });
    byLine.set(line.id, line.tax ? taxedParts(line.tax, order.taxIncluded) : untaxedParts(parts));
  });
  return byLine;
}

function untaxedParts(parts: readonly { lens: boolean; taxableCents: number }[]): LineParts {
  const frame = parts.find((part) => !part.lens);
  const lenses = parts.find((part) => part.lens);
  return {
    frame: { amountCents: frame?.taxableCents ?? 0, taxCents: 0 },
    lenses: lenses ? { amountCents: lenses.taxableCents, taxCents: 0 } : null,
  };
}

/** A taxed line: its rounded tax shared over its parts by the largest remainder of their exact tax. */
function taxedParts(tax: NonNullable<RefundableLine['tax']>, included: boolean): LineParts {
  const exact = tax.parts.map((part) => exactTax(part.taxableCents, part.rate, included));
  const shares = allocateExact(tax.taxCents, exact);
  const totals = tax.parts.map((part, index) => {
    const taxCents = shares[index] ?? 0;
    const amountCents = included ? part.taxableCents : part.taxableCents + taxCents;
    return { lens: part.taxClass === LENS_CLASS, total: { amountCents, taxCents } };
  });
  return {
    frame: totals.find((part) => !part.lens)?.total ?? { amountCents: 0, taxCents: 0 },
    lenses: totals.find((part) => part.lens)?.total ?? null,
  };
}

/**
 * `total` cents shared in proportion to exact weights by the largest remainder (the earlier part
 * first on a tie); all to the first part when the weights are all zero.
 */
export function allocateExact(total: number, weights: readonly Big[]): number[] {
  const sum = weights.reduce((all, weight) => all.plus(weight), new Big(0));
  if (total <= 0) return weights.map(() => 0);
  if (sum.lte(0)) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => weight.times(total).div(sum));
  const shares = exact.map((value) => value.round(0, Big.roundDown).toNumber());
  let left = total - shares.reduce((all, share) => all + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value.minus(shares[index] ?? 0) }))
    .sort((a, b) => b.remainder.cmp(a.remainder) || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** round-half-up(total × units / quantity) in whole cents, for non-negative integers. */
export function unitsShare(totalCents: number, units: number, quantity: number): number {
  if (quantity <= 0) return 0;
  return halfUpCents(new Big(totalCents).times(units).div(quantity));
}
