import { convertUsdCents, formatAmount, type CurrencyCode } from './currency';

// A line's price, itemised as the shopper reads it wherever they meet the line again (the cart,
// the checkout, the order, the invoice, the mails and the console): the frame, then each lens
// choice with its price, the lens use included, so the line's total can be added up from what is
// shown (docs/product.md#line-breakdown). The spec's display names ("Prescription Type", "config",
// "Additional Price" …) stay the wizard's and the inventory summary's; here each choice reads in
// the shopper's words.

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
 * A step's name as lines keep it (a step key, the spec's display name, or the capitalised name
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
 * docs/product.md#line-breakdown: the line in `code`. Each price is converted once, at the shop's
 * fixed rate and half-up to the hundredth, as the wizard and the product page show it; the line's
 * total is then worked out from those shown prices (unit rows × quantity − the second-frame offer),
 * so what the shopper reads adds up in every currency. In US dollars every amount is the server's
 * own. The charge stays the order's US-cent total; another currency is an estimate.
 */
export function shownLine(line: BreakdownLine, code: CurrencyCode): ShownLine {
  const rows = breakdownRows(line).map((row) => ({ ...row, minor: minorOf(row.cents, code) }));
  const unit = rows.reduce((sum, row) => sum + row.minor, 0);
  const subtotal = unit * line.quantity;
  const discount = minorOf(line.frameDiscountCents, code);
  return {
    currency: code,
    rows,
    quantity: line.quantity,
    unit,
    subtotal,
    discount,
    total: subtotal - discount,
  };
}

/** Hundredths of `code` as the shop writes them: 8314 EUR → "€83.14". */
export function formatMinor(minor: number, code: CurrencyCode): string {
  return formatAmount(minor / 100, code);
}
