import { breakdownRows, formatMinor, type BreakdownLine } from './line-breakdown';
import { taxRowOf } from './tax-display';

// What the printed documents of an order say (docs/operating.md#documents): the invoice's lines,
// each itemised in US dollars (the charged currency, docs/product.md#line-breakdown) and marked
// FSA/HSA eligible or not, the invoice's totals, and the packing slip's lines without prices.
// Pure, so the PDF, the tests and any later page read the same rules.

/** A line as the documents read it: the breakdown's fields and what names it. */
export interface DocumentLineInput extends BreakdownLine {
  name: string;
  colorName: string;
  sku: string;
  /**
   * The line's prescription when its lenses are made to one (typed, saved, a photo or sent later);
   * null for a frame alone, non-prescription lenses and accessories.
   */
  prescription: { wearerName: string | null; savedName: string | null } | null;
}

export type Eligibility = 'eligible' | 'not-eligible';

/**
 * docs/product.md#invoice-pdf: prescription glasses and prescription lenses are FSA/HSA (and
 * out-of-network vision) claimable; a frame without lenses, non-prescription lenses (sunglasses)
 * and accessories are not.
 */
export function eligibilityOf(line: Pick<DocumentLineInput, 'kind' | 'lens' | 'prescription'>): Eligibility {
  return line.kind === 'frame' && line.lens !== null && line.prescription !== null
    ? 'eligible'
    : 'not-eligible';
}

export const ELIGIBILITY_MARKS: Readonly<Record<Eligibility, string>> = {
  eligible: 'FSA/HSA eligible: prescription eyewear',
  'not-eligible': 'Not FSA/HSA eligible',
};

/**
 * Whom the glasses are for: the wearer written on the prescription, else the name it is saved
 * under in the shopper's book, else the person billed (who ordered them for themselves).
 */
export function wearerOf(prescription: DocumentLineInput['prescription'], billedTo: string): string | null {
  if (!prescription) return null;
  return prescription.wearerName?.trim() || prescription.savedName?.trim() || billedTo.trim() || null;
}

export interface InvoiceRow {
  /** "Frame", "Prescription: Progressive", "Coating: Blue light" … */
  label: string;
  /** One unit's price of this part. */
  amount: string;
}

export interface InvoiceLine {
  title: string;
  detail: string;
  quantity: number;
  rows: InvoiceRow[];
  /** The second-frame offer on this line, "-$45.00"; null without one. */
  discount: string | null;
  total: string;
  totalCents: number;
  eligibility: Eligibility;
  wearer: string | null;
}

const usd = (cents: number) => formatMinor(cents, 'USD');

/** One invoice line: the frame, the lens use and each lens choice with its price, in US dollars. */
export function invoiceLineOf(line: DocumentLineInput, billedTo: string): InvoiceLine {
  const rows = breakdownRows(line).map((row) => ({
    label: row.item ? `${row.label}: ${row.item}` : row.label,
    amount: row.cents === 0 && row.part === 'lens' ? 'Included' : usd(row.cents),
  }));
  return {
    title: line.name,
    detail: [line.colorName, line.sku && `SKU ${line.sku}`].filter(Boolean).join(', '),
    quantity: line.quantity,
    rows,
    discount: line.frameDiscountCents > 0 ? usd(-line.frameDiscountCents) : null,
    total: usd(line.totalCents),
    totalCents: line.totalCents,
    eligibility: eligibilityOf(line),
    wearer: wearerOf(line.prescription, billedTo),
  };
}

/** What the FSA/HSA eligible lines come to, before an order-wide coupon; null when none is. */
export function eligibleAmount(lines: readonly InvoiceLine[]): string | null {
  const eligible = lines.filter((line) => line.eligibility === 'eligible');
  return eligible.length === 0 ? null : usd(eligible.reduce((sum, line) => sum + line.totalCents, 0));
}

export interface InvoiceTotalsInput {
  subtotalCents: number;
  frameDiscountCents: number;
  frameOfferName: string;
  couponDiscountCents: number;
  couponCode: string | null;
  shippingCents: number;
  shippingName: string;
  taxCents: number;
  taxIncluded: boolean;
  taxName: string;
  totalCents: number;
  refundedCents: number;
}

/** The totals' rows, in the order a reader adds them up; the tax only when the order has one. */
export function invoiceTotalRows(totals: InvoiceTotalsInput): InvoiceRow[] {
  const rows: InvoiceRow[] = [{ label: 'Subtotal', amount: usd(totals.subtotalCents) }];
  if (totals.frameDiscountCents > 0)
    rows.push({ label: totals.frameOfferName, amount: usd(-totals.frameDiscountCents) });
  if (totals.couponDiscountCents > 0)
    rows.push({
      label: totals.couponCode ? `Coupon ${totals.couponCode}` : 'Coupon',
      amount: usd(-totals.couponDiscountCents),
    });
  rows.push({
    label: `Shipping${totals.shippingName ? ` (${totals.shippingName})` : ''}`,
    amount: totals.shippingCents === 0 ? 'Free' : usd(totals.shippingCents),
  });
  const tax = taxRowOf(totals);
  if (tax?.kind === 'added') rows.push({ label: tax.label, amount: usd(tax.cents) });
  rows.push({ label: 'Total', amount: usd(totals.totalCents) });
  if (tax?.kind === 'included') rows.push({ label: `Total ${tax.label}`, amount: usd(tax.cents) });
  if (totals.refundedCents > 0) {
    rows.push({ label: 'Refunded', amount: usd(-totals.refundedCents) });
    rows.push({ label: 'Net paid', amount: usd(totals.totalCents - totals.refundedCents) });
  }
  return rows;
}

/** The packing slip's line: what goes in the parcel, how many, never a price. */
export interface PackingLine {
  title: string;
  detail: string;
  quantity: number;
  /** "Lenses: Progressive, 1.61 High-Index" for glasses; "" for an item alone. */
  lenses: string;
}

export function packingLineOf(line: DocumentLineInput): PackingLine {
  const lens = line.lens;
  const lenses = lens
    ? [lens.lensUse, ...lens.prescription.map((item) => item.item), ...lens.lens.map((item) => item.item)]
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    title: line.name,
    detail: [line.colorName, line.sku && `SKU ${line.sku}`].filter(Boolean).join(', '),
    quantity: line.quantity,
    lenses: lenses && `Lenses: ${lenses}`,
  };
}

/** A day as the shop's owner reads it: in the shop's time zone ("March 4, 2026"). */
export function shopDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(at);
}
