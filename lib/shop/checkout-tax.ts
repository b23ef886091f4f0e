import Big from 'big.js';
import type { TaxClass, TaxRate } from './tax-rules';

// The checkout's tax, line by line (docs/product.md#taxes). Worked out after the totals
// (lib/shop/checkout-totals.ts) from the lines as priced, the coupon's discount and shipping, with
// the rate each part matched at the delivery address. Every amount is integer US cents; each line's
// tax and the shipping's are rounded half-up to the cent once, and the order's tax is their sum.

/** A priced line as tax sees it: what it is and what the second-frame offer took off it. */
export interface TaxedLineInput {
  kind: 'frame' | 'accessory';
  unitPriceCents: number;
  unitLensCents: number;
  quantity: number;
  frameDiscountCents: number;
}

export interface CheckoutTaxInput {
  lines: readonly TaxedLineInput[];
  /** Whether the offer took its percentage off the lenses too (else it is all off the frame). */
  lensesDiscounted: boolean;
  /** The coupon's order-level discount, spread over the lines' parts. */
  couponDiscountCents: number;
  shippingCents: number;
  /** Inclusive: the amounts already hold the tax, which is only shown; exclusive: tax is added. */
  included: boolean;
  /** The rate each class matched at the delivery address (lib/shop/tax-rules.ts), or null: untaxed. */
  rateFor: (taxClass: TaxClass) => TaxRate | null;
}

/** One taxed part of a line (its frame, its lenses, an accessory) or the shipping. */
export interface TaxedPart {
  taxClass: TaxClass;
  /** After the second-frame offer and the part's share of the coupon. */
  taxableCents: number;
  /** The matched row, as the order keeps it for a report or a refund; null where none matched. */
  rate: AppliedRate | null;
}

/** What an order keeps of the rate it used: the jurisdiction, the percent and the row's name. */
export interface AppliedRate {
  rateId: number;
  name: string;
  countryCode: string;
  regionCode: string;
  postcodePattern: string;
  ratePercent: string;
}

export interface LineTax {
  taxCents: number;
  /** This line's share of the coupon (its parts' shares summed). */
  couponShareCents: number;
  parts: TaxedPart[];
}

export interface CheckoutTax {
  included: boolean;
  /** The lines' tax plus the shipping's. */
  taxCents: number;
  lines: LineTax[];
  shipping: TaxedPart & { taxCents: number };
  /** What the totals call it ("VAT", "GST", "Sales tax", "Tax" for a mix); "" where no rate matched. */
  name: string;
}

/**
 * The order's tax (docs/product.md#taxes). Each line splits into parts by class: a frame's price
 * (frames) and its lenses (prescription-lenses), or an accessory (accessories). The second-frame
 * discount comes off the frame part, or off both parts in proportion when the offer discounts
 * lenses too; the coupon is then spread over every part of every line in proportion to what is
 * left of it, by the largest remainder in cents (ties to the earlier part). A part's tax is
 * amount × rate (exclusive) or amount − amount / (1 + rate) (inclusive); a line's parts are summed
 * exactly and rounded half-up once. Shipping is taxed as its own class, the same way.
 */
export function checkoutTax(input: CheckoutTaxInput): CheckoutTax {
  const split = input.lines.map((line) => partsOf(line, input.lensesDiscounted));
  const flat = split.flat();
  const shares = allocate(
    input.couponDiscountCents,
    flat.map((part) => part.amountCents),
  );
  let next = 0;
  const lines = split.map((parts): LineTax => {
    const taxed = parts.map((part): TaxedPart & { exact: Big; share: number } => {
      const share = shares[next] ?? 0;
      next += 1;
      const taxableCents = part.amountCents - share;
      const rate = input.rateFor(part.taxClass);
      return {
        taxClass: part.taxClass,
        taxableCents,
        rate: rate && appliedRateOf(rate),
        exact: exactTax(taxableCents, rate, input.included),
        share,
      };
    });
    return {
      taxCents: halfUpCents(taxed.reduce((sum, part) => sum.plus(part.exact), new Big(0))),
      couponShareCents: taxed.reduce((sum, part) => sum + part.share, 0),
      parts: taxed.map(({ taxClass, taxableCents, rate }) => ({ taxClass, taxableCents, rate })),
    };
  });
  const shippingRate = input.rateFor('shipping');
  const shipping = {
    taxClass: 'shipping' as const,
    taxableCents: input.shippingCents,
    rate: shippingRate && appliedRateOf(shippingRate),
    taxCents: halfUpCents(exactTax(input.shippingCents, shippingRate, input.included)),
  };
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, shipping.taxCents);
  return { included: input.included, taxCents, lines, shipping, name: taxNameOf(lines, shipping) };
}

interface LinePart {
  taxClass: TaxClass;
  amountCents: number;
}

/** A line's parts after the second-frame discount (an empty lens part is left out). */
export function partsOf(line: TaxedLineInput, lensesDiscounted: boolean): LinePart[] {
  if (line.kind === 'accessory') {
    const gross = (line.unitPriceCents + line.unitLensCents) * line.quantity;
    return [{ taxClass: 'accessories', amountCents: gross - line.frameDiscountCents }];
  }
  const frameGross = line.unitPriceCents * line.quantity;
  const lensGross = line.unitLensCents * line.quantity;
  const [frameOff = 0, lensOff = 0] = lensesDiscounted
    ? allocate(line.frameDiscountCents, [frameGross, lensGross])
    : [Math.min(line.frameDiscountCents, frameGross), Math.max(0, line.frameDiscountCents - frameGross)];
  const parts: LinePart[] = [{ taxClass: 'frames', amountCents: frameGross - frameOff }];
  if (lensGross > 0) parts.push({ taxClass: 'prescription-lenses', amountCents: lensGross - lensOff });
  return parts;
}

/**
 * `total` cents shared in proportion to `weights` by the largest remainder: each share is the
 * floor of its exact part, and the cents left go one each to the largest remainders, the earlier
 * index first on a tie. The shares always sum to `total` (while the weights sum to at least it).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + Math.max(0, weight), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => Math.max(0, weight) * total);
  const shares = exact.map((value) => Math.floor(value / sum));
  let left = total - shares.reduce((all, share) => all + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The part's tax before rounding: exclusive adds the rate, inclusive takes out what it holds. */
export function exactTax(
  amountCents: number,
  rate: Pick<TaxRate, 'ratePercent'> | null,
  included: boolean,
): Big {
  if (!rate || amountCents <= 0) return new Big(0);
  const percent = new Big(rate.ratePercent);
  const amount = new Big(amountCents);
  return included ? amount.times(percent).div(percent.plus(100)) : amount.times(percent).div(100);
}

/** Half-up to the cent: 0.5 ¢ goes up. */
export function halfUpCents(exact: Big): number {
  return exact.round(0, Big.roundHalfUp).toNumber();
}

function appliedRateOf(rate: TaxRate): AppliedRate {
  return {
    rateId: rate.id,
    name: rate.name,
    countryCode: rate.countryCode,
    regionCode: rate.regionCode,
    postcodePattern: rate.postcodePattern,
    ratePercent: rate.ratePercent,
  };
}

/** One name when the charged rates share it, "Tax" for a mix, "" where no rate matched at all. */
function taxNameOf(lines: readonly LineTax[], shipping: TaxedPart): string {
  const rates = [...lines.flatMap((line) => line.parts), shipping].flatMap((part) =>
    part.rate ? [part.rate] : [],
  );
  if (rates.length === 0) return '';
  const charged = rates.filter((rate) => !new Big(rate.ratePercent).eq(0));
  const names = [...new Set((charged.length > 0 ? charged : rates).map((rate) => rate.name))];
  return names.length === 1 ? (names[0] ?? 'Tax') : 'Tax';
}

/** What the shopper pays with tax: exclusive tax is added; inclusive tax is already in the amounts. */
export function totalWithTax(
  totalCents: number,
  tax: Pick<CheckoutTax, 'included' | 'taxCents'> | null,
): number {
  return tax && !tax.included ? totalCents + tax.taxCents : totalCents;
}
