import { formatMinor, shownLine, type BreakdownLine } from '@/lib/shop/line-breakdown';
import { prescriptionShown, type LinePrescription } from '@/lib/shop/order-lens-details';
import { taxRowOf } from '@/lib/shop/tax-display';
import type { MailItem } from '@/lib/server/platform/mail';

/** A line of an order as a mail lists it. */
export interface MailOrderLine extends BreakdownLine {
  name: string;
  colorName: string;
  lens: (NonNullable<BreakdownLine['lens']> & { rx?: LinePrescription | null }) | null;
}

/** docs/product.md#photo-pd: a prescription given as a photo, and the PD given beside it. */
function photoPrescriptionDetail(line: MailOrderLine): string[] {
  const shown = prescriptionShown(line.lens?.rx ?? null);
  return shown?.kind === 'photo' ? [`${shown.source}, ${shown.pd}`] : [];
}

/** The order's money as a mail lists it after the lines (US cents). */
export interface MailOrderTotals {
  subtotalCents: number;
  frameDiscountCents: number;
  /** The name of the second-frame offer the order was priced with (docs/operating.md#promotions). */
  frameOfferName: string;
  couponDiscountCents: number;
  shippingCents: number;
  totalCents: number;
  /** The order's tax (docs/product.md#taxes), as the order row keeps it. */
  taxCents?: number;
  taxIncluded?: boolean;
  tax?: { name: string } | null;
}

const usd = (minor: number) => formatMinor(minor, 'USD');

/**
 * docs/product.md#line-breakdown: each line with its frame and every lens choice with its price,
 * in US dollars (the charged currency, so the lines add up to the payment), then the totals.
 */
export function orderMailItems(lines: readonly MailOrderLine[], totals: MailOrderTotals): MailItem[] {
  const items = lines.map((line): MailItem => {
    const shown = shownLine(line, 'USD');
    const amount = (row: (typeof shown.rows)[number]) =>
      row.part === 'lens' && row.minor === 0 ? 'included' : usd(row.minor);
    const rows = line.lens
      ? shown.rows.map((row) =>
          row.item ? `${row.label}: ${row.item}, ${amount(row)}` : `${row.label}: ${amount(row)}`,
        )
      : [];
    return {
      name: `${line.name}${line.colorName ? ` (${line.colorName})` : ''}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`,
      amount: usd(shown.total),
      details: [
        ...rows,
        ...photoPrescriptionDetail(line),
        ...(line.quantity > 1 ? [`${usd(shown.unit)} each`] : []),
        ...(shown.discount > 0 ? [`${totals.frameOfferName}: −${usd(shown.discount)}`] : []),
      ],
    };
  });
  const tax = taxRowOf({
    taxCents: totals.taxCents ?? 0,
    taxIncluded: totals.taxIncluded ?? false,
    taxName: totals.tax?.name ?? '',
  });
  const sums: MailItem[] = [
    { name: 'Subtotal', amount: usd(totals.subtotalCents), details: [] },
    ...(totals.frameDiscountCents > 0
      ? [
          {
            name: totals.frameOfferName,
            amount: `−${usd(totals.frameDiscountCents)}`,
            details: [],
          },
        ]
      : []),
    ...(totals.couponDiscountCents > 0
      ? [{ name: 'Coupon', amount: `−${usd(totals.couponDiscountCents)}`, details: [] }]
      : []),
    {
      name: 'Shipping',
      amount: totals.shippingCents === 0 ? 'Free' : usd(totals.shippingCents),
      details: [],
    },
    ...(tax?.kind === 'added' ? [{ name: tax.label, amount: usd(tax.cents), details: [] }] : []),
    { name: 'Total', amount: usd(totals.totalCents), details: [] },
    ...(tax?.kind === 'included' ? [{ name: tax.label, amount: usd(tax.cents), details: [] }] : []),
  ];
  return [...items, ...sums];
}
