import { linePartsOf, unitsShare, type PartTotal, type RefundableOrder } from './refund-parts';

// A refund by line (docs/operating.md#refund-by-line): the operator chooses lines, how many of
// each, which parts (the frame or accessory, the lenses), the shipping and whether the tax goes
// back; this works out what that comes to. Units are given back cumulatively: q more units of a
// part of Q, d already refunded, come to round(part × (d + q) / Q) − round(part × d / Q), half-up
// in whole cents, so refunding one unit at a time never gives back more than the part, and the
// last unit takes what is left. Without the tax, each part's tax stays with the shop: an exclusive
// order gets back what it paid before tax, an inclusive one the net of its prices.

export type { RefundableLine, RefundableOrder } from './refund-parts';

/** One line as chosen: how many units, and which of its parts. */
export interface ChosenLine {
  lineId: number;
  quantity: number;
  frame: boolean;
  lenses: boolean;
}

export interface RefundSelection {
  lines: readonly ChosenLine[];
  shipping: boolean;
  tax: boolean;
}

/** What an earlier refund (waiting or made) gave back, as its breakdown keeps it. */
export interface EarlierRefund {
  lines: readonly { orderLineId: number; quantity: number; frame: boolean; lenses: boolean }[];
  shippingCents: number;
}

/** One chosen line's refund: its parts' amounts summed, tax included when given back. */
export interface QuotedLine {
  orderLineId: number;
  quantity: number;
  frame: boolean;
  lenses: boolean;
  amountCents: number;
  taxCents: number;
}

export interface RefundQuote {
  lines: QuotedLine[];
  /** The shipping given back, its tax included when given back; 0 when not chosen. */
  shippingCents: number;
  shippingTaxCents: number;
  totalCents: number;
  taxCents: number;
}

/** Why a selection cannot be refunded, and the field of the selection it is about. */
export interface SelectionRefusal {
  field: 'lines' | 'shipping';
  message: string;
}

export type QuoteAnswer =
  { quote: RefundQuote; refusal?: never } | { refusal: SelectionRefusal; quote?: never };

const lineRefusal = (message: string) => ({ refusal: { field: 'lines' as const, message } });
const shippingRefusal = (message: string) => ({ refusal: { field: 'shipping' as const, message } });

const NOTHING_CHOSEN = 'Choose at least one unit of a line, or the shipping, to refund.';

/** The refund the selection comes to, or why it cannot be given back. */
export function quoteRefundByLine(
  order: RefundableOrder,
  earlier: readonly EarlierRefund[],
  selection: RefundSelection,
): QuoteAnswer {
  const parts = linePartsOf(order);
  const seen = new Set<number>();
  const lines: QuotedLine[] = [];
  for (const chosen of selection.lines) {
    if (seen.has(chosen.lineId)) return lineRefusal('Each line is chosen once.');
    seen.add(chosen.lineId);
    const line = order.lines.find((candidate) => candidate.id === chosen.lineId);
    const split = parts.get(chosen.lineId);
    if (!line || !split) return lineRefusal(`Line ${chosen.lineId} is not in this order.`);
    if (chosen.quantity <= 0 || (!chosen.frame && !chosen.lenses)) continue;
    if (chosen.lenses && !split.lenses) return lineRefusal(`${line.name} has no lenses to refund.`);
    let amountCents = 0;
    let taxCents = 0;
    for (const [part, total] of [
      ['frame', chosen.frame ? split.frame : null],
      ['lenses', chosen.lenses ? split.lenses : null],
    ] as const) {
      if (!total) continue;
      const done = unitsDone(earlier, line.id, part);
      const left = line.quantity - done;
      if (chosen.quantity > left) return lineRefusal(tooMany(line, part, left, chosen.quantity));
      const given = unitsGiven(total, done, chosen.quantity, line.quantity);
      amountCents += selection.tax ? given.amountCents : given.amountCents - given.taxCents;
      taxCents += selection.tax ? given.taxCents : 0;
    }
    lines.push({
      orderLineId: line.id,
      quantity: chosen.quantity,
      frame: chosen.frame,
      lenses: chosen.lenses,
      amountCents,
      taxCents,
    });
  }
  let shippingCents = 0;
  let shippingTaxCents = 0;
  if (selection.shipping) {
    if (order.shippingCents <= 0)
      return shippingRefusal('This order’s shipping was free: there is none to refund.');
    if (earlier.some((refund) => refund.shippingCents > 0))
      return shippingRefusal('This order’s shipping is already refunded.');
    const paid = order.taxIncluded ? order.shippingCents : order.shippingCents + order.shippingTaxCents;
    shippingTaxCents = selection.tax ? order.shippingTaxCents : 0;
    shippingCents = selection.tax ? paid : paid - order.shippingTaxCents;
  }
  if (lines.length === 0 && !selection.shipping) return lineRefusal(NOTHING_CHOSEN);
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, shippingCents);
  if (totalCents <= 0)
    return lineRefusal('What was chosen comes to nothing: there is no money to give back.');
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, shippingTaxCents);
  return { quote: { lines, shippingCents, shippingTaxCents, totalCents, taxCents } };
}

/** How many units of a line's part earlier refunds gave back. */
export function unitsDone(
  earlier: readonly EarlierRefund[],
  lineId: number,
  part: 'frame' | 'lenses',
): number {
  return earlier
    .flatMap((refund) => refund.lines)
    .filter((line) => line.orderLineId === lineId && line[part])
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** q more units of a part, done already, of a line of `quantity`: the cumulative rounding above. */
export function unitsGiven(total: PartTotal, done: number, units: number, quantity: number): PartTotal {
  return {
    amountCents:
      unitsShare(total.amountCents, done + units, quantity) - unitsShare(total.amountCents, done, quantity),
    taxCents: unitsShare(total.taxCents, done + units, quantity) - unitsShare(total.taxCents, done, quantity),
  };
}

function tooMany(
  line: { name: string; kind: string },
  part: 'frame' | 'lenses',
  left: number,
  asked: number,
) {
  const what = part === 'lenses' ? 'lenses' : line.kind === 'accessory' ? 'units' : 'frames';
  if (left <= 0) return `${line.name}: its ${what} are already refunded.`;
  return `${line.name}: only ${left} of its ${what} ${left === 1 ? 'is' : 'are'} left to refund, not ${asked}.`;
}

/**
 * The tax part of a refund lowered below what its lines came to: the same share of the lowered
 * amount, half-up, never more than the tax computed.
 */
export function loweredTaxCents(quote: Pick<RefundQuote, 'totalCents' | 'taxCents'>, amountCents: number) {
  if (amountCents >= quote.totalCents) return quote.taxCents;
  return Math.min(quote.taxCents, unitsShare(quote.taxCents, amountCents, quote.totalCents));
}
