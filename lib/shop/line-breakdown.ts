import Big from 'big.js';
import { convertUsdCents, currencyByCode, formatAmount, type CurrencyCode } from './currency';

// A line's price, itemised as the shopper reads it wherever they meet the line again (the cart,
// the checkout, the order, the invoice, the mails and the console): the frame, then each lens
// choice with its price, the lens use included, so the line's total can be added up from what is
// shown (docs/product.md#line-breakdown). The lens flow's display names ("Prescription Type",
// "config", "Additional Price" …) stay the wizard's and the inventory summary's; here each choice
// reads in the shopper's words.

/** A lens choice as a line carries it: its group name as stored, the option and its price. */
export interface BreakdownLensItem {
  name: string;
  item: string;
  priceCents: number;
}

/** What a breakdown reads of a line (a cart line, a checkout line or an order line). */
export interface BreakdownLine {
  kind: 'frame' | 'accessory';
  quantity: number;
  unitPriceCents: number;
  unitLensCents: number;
  frameDiscountCents: number;
  totalCents: number;
  lens: {
    lensUse: string;
    /** Missing on lines frozen before the lens use's price was kept with them. */
    lensUsePriceCents?: number | undefined;
    lens: readonly BreakdownLensItem[];
    prescription: readonly BreakdownLensItem[];
  } | null;
}

/** One row of the breakdown: one unit's frame, lens use or lens choice, in US cents. */
export interface BreakdownRow {
  part: 'frame' | 'item' | 'lens';
  /** "Frame", "Prescription", "Coating", "Lens thickness", "Lens type" … */
  label: string;
  /** The choice ("Progressive", "1.61 High-Index"); the frame rows have none. */
  item: string;
  cents: number;
}

/**
 * A step's name as lines keep it (a step key, the lens flow's display name, or the capitalised name
 * older lines stored) in the shopper's words. Unknown names are shown as they are.
 */
const SHOPPER_LABELS: Readonly<Record<string, string>> = {
  lens_use: 'Prescription',
  'Prescription Type': 'Prescription',
  prescription: 'Prescription',
  config: 'Prescription',
  magnification: 'Reading strength',
  Magnification: 'Reading strength',
  add_ones: 'Coating',
  'Additional Price': 'Coating',
  lens_index: 'Lens thickness',
  'Lens Index': 'Lens thickness',
  lens_type: 'Lens type',
  'Lens Type': 'Lens type',
  lens: 'Lens',
};

/** docs/product.md#line-breakdown: the label a shopper reads for a lens choice's group. */
export function shopperLensLabel(name: string): string {
  return SHOPPER_LABELS[name] ?? name;
}

/**
 * The lens use's price per pair. Lines carry it; a line frozen before it was carried has it as
 * the rest of its lens price (the prescription step itself is never priced).
 */
export function lensUsePriceOf(line: BreakdownLine): number {
  const lens = line.lens;
  if (!lens) return 0;
  if (lens.lensUsePriceCents !== undefined) return lens.lensUsePriceCents;
  const items = [...lens.lens, ...lens.prescription].reduce((sum, item) => sum + item.priceCents, 0);
  return Math.max(0, line.unitLensCents - items);
}

/** docs/product.md#line-breakdown: one unit's rows, frame first; they add up to its unit price. */
export function breakdownRows(line: BreakdownLine): BreakdownRow[] {
  const frame: BreakdownRow = {
    part: line.kind === 'frame' ? 'frame' : 'item',
    label: line.kind === 'frame' ? 'Frame' : 'Item',
    item: '',
    cents: line.unitPriceCents,
  };
  const lens = line.lens;
  if (!lens) return [frame];
  const choice = (item: BreakdownLensItem): BreakdownRow => ({
    part: 'lens',
    label: shopperLensLabel(item.name),
    item: item.item,
    cents: item.priceCents,
  });
  return [
    frame,
    { part: 'lens', label: shopperLensLabel('lens_use'), item: lens.lensUse, cents: lensUsePriceOf(line) },
    ...lens.prescription.map(choice),
    ...lens.lens.map(choice),
  ];
}

/** A row with its amount in the shown currency, in hundredths (cents, pence …). */
export interface ShownRow extends BreakdownRow {
  minor: number;
}

/** A line as shown in one currency; every amount in hundredths of that currency. */
export interface ShownLine {
  currency: CurrencyCode;
  rows: ShownRow[];
  quantity: number;
  /** One unit: the sum of the rows. */
  unit: number;
  /** unit × quantity. */
  subtotal: number;
  /** The second-frame offer on this line. */
  discount: number;
  /** subtotal − discount: what the line shows as its total. */
  total: number;
}

/** An amount of US cents in hundredths of `code`, converted as every price of the shop is. */
function minorOf(cents: number, code: CurrencyCode): number {
  return Math.round(convertUsdCents(cents, code) * 100);
}

/**
 * The rows' amounts moved by a hundredth each, where rounding took the most or gave the least,
 * until they add up to `target`. A row that costs nothing stays at nothing.
 */
function allocate(rows: readonly BreakdownRow[], code: CurrencyCode, target: number): number[] {
  const { rate } = currencyByCode(code);
  const amounts = rows.map((row) => minorOf(row.cents, code));
  // what rounding left out of each row (positive: rounded down), in hundredths
  const leftOut = rows.map((row, index) =>
    new Big(row.cents)
      .times(rate)
      .minus(amounts[index] ?? 0)
      .toNumber(),
  );
  const priced = rows.flatMap((row, index) => (row.cents > 0 ? [index] : []));
  let missing = target - amounts.reduce((sum, amount) => sum + amount, 0);
  let moved = true;
  while (missing !== 0 && moved) {
    moved = false;
    const up = missing > 0;
    const order = [...priced].sort((a, b) =>
      up ? (leftOut[b] ?? 0) - (leftOut[a] ?? 0) : (leftOut[a] ?? 0) - (leftOut[b] ?? 0),
    );
    for (const index of order) {
      if (missing === 0) break;
      const amount = amounts[index] ?? 0;
      if (!up && amount <= 0) continue;
      amounts[index] = amount + (up ? 1 : -1);
      leftOut[index] = (leftOut[index] ?? 0) + (up ? -1 : 1);
      missing += up ? -1 : 1;
      moved = true;
    }
  }
  return amounts;
}

/**
 * docs/product.md#line-breakdown: the line in `code`. The line's total and its second-frame offer
 * are converted as the shop converts every amount (fixed rate, half-up to the hundredth), so they
 * are what the cart and the order showed before and a one-line cart's line matches its totals.
 * The rows are each price converted the same way, then moved by a hundredth where rounding took
 * the most or gave the least, so that rows × quantity − the offer are that total. When a quantity
 * above one cannot divide it, the pair's price is the nearest whole hundredth and the line's total
 * follows from it. In US dollars every amount is the server's own.
 */
export function shownLine(line: BreakdownLine, code: CurrencyCode): ShownLine {
  const breakdown = breakdownRows(line);
  const discount = minorOf(line.frameDiscountCents, code);
  const lineSubtotal = minorOf(line.totalCents, code) + discount;
  const quantity = Math.max(1, line.quantity);
  const unit = Math.floor((2 * lineSubtotal + quantity) / (2 * quantity));
  const amounts = allocate(breakdown, code, unit);
  const rows = breakdown.map((row, index) => ({ ...row, minor: amounts[index] ?? 0 }));
  const shownUnit = rows.reduce((sum, row) => sum + row.minor, 0);
  const subtotal = shownUnit * line.quantity;
  return {
    currency: code,
    rows,
    quantity: line.quantity,
    unit: shownUnit,
    subtotal,
    discount,
    total: subtotal - discount,
  };
}

/** Hundredths of `code` as the shop writes them: 8314 EUR → "€83.14". */
export function formatMinor(minor: number, code: CurrencyCode): string {
  return formatAmount(minor / 100, code);
}
