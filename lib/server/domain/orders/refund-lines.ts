import type { z } from 'zod';
import type {
  adminOrderRefundLinesCall,
  adminOrderRefundQuoteCall,
} from '@/lib/contract/calls/admin/order-refund-lines';
import type { OperatorOrder, OrderRefundView } from '@/lib/contract/calls/admin/order-schemas';
import { InvalidInputError, RefusedError } from '@/lib/contract/errors';
import { refundRefusal } from '@/lib/shop/order-operator-rules';
import { loweredTaxCents, quoteRefundByLine, type RefundQuote } from '@/lib/shop/refund-by-line';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { factsOf, linesOf, orderByNumber } from './operator-order-info';
import type { OrderRow } from './order-moves';
import { refundWith } from './order-refunds';
import { earlierRefundsOf, refundableOrderOf } from './refund-facts';
import { usd } from './refund-sending';
import type { orderLines } from './tables';

// A refund by line (docs/operating.md#refund-by-line): the lines, units and parts chosen, the
// shipping and the tax worked out by lib/shop/refund-by-line.ts from the order as it is, then
// given back the way every refund is (order-refunds.ts), with its tax part and its breakdown. The
// stock goes back once the refund is made (refund-sending.ts), never for a refund that failed.

type QuoteInput = z.infer<typeof adminOrderRefundQuoteCall.input>;
type RefundLinesInput = z.infer<typeof adminOrderRefundLinesCall.input>;
type QuoteView = z.infer<typeof adminOrderRefundQuoteCall.output>;
type LineRow = typeof orderLines.$inferSelect;

/** The selection's quote, from the order as it is now; refused as the refund itself would be. */
async function quoteOf(db: Pick<Database, 'select'>, order: OrderRow, lines: LineRow[], input: QuoteInput) {
  const { earlier, taxLeftCents } = await earlierRefundsOf(db, order);
  const answer = quoteRefundByLine(refundableOrderOf(order, lines), earlier, input);
  if (answer.refusal) throw new InvalidInputError({ [answer.refusal.field]: answer.refusal.message });
  // an amount refunded before may have given back some of the tax already
  return { ...answer.quote, taxCents: Math.min(answer.quote.taxCents, taxLeftCents) };
}

/** POST /api/admin/orders/refundQuote: what the selection would give back; changes nothing. */
export async function quoteOrderRefund(input: QuoteInput): Promise<QuoteView> {
  const db = await database();
  const order = await orderByNumber(db, input.number);
  const lines = await linesOf(db, order.id);
  const quote = await quoteOf(db, order, lines, input);
  const refused = refundRefusal(factsOf(order, lines), quote.totalCents, 'wallet');
  if (refused) throw new RefusedError(refused);
  return viewOf(quote, lines);
}

/** POST /api/admin/orders/refundLines. */
export async function refundOrderLines(
  input: RefundLinesInput,
  actor: AuditActor,
): Promise<{ order: OperatorOrder; refund: OrderRefundView }> {
  return refundWith(input.number, actor, async (tx, order, lines) => {
    const quote = await quoteOf(tx, order, lines, input);
    const amountCents = input.amountCents ?? quote.totalCents;
    if (amountCents > quote.totalCents)
      throw new InvalidInputError({
        amountCents: `The chosen lines come to ${usd(quote.totalCents)}: the amount can be lowered, not raised.`,
      });
    const loweredBecause = amountCents < quote.totalCents ? (input.loweredBecause ?? '') : '';
    if (amountCents < quote.totalCents && loweredBecause === '')
      throw new InvalidInputError({
        loweredBecause: `Say why the refund is lower than the ${usd(quote.totalCents)} the chosen lines come to.`,
      });
    return {
      number: order.number,
      amountCents,
      destination: input.destination,
      reason: input.reason,
      taxCents: loweredTaxCents(quote, amountCents),
      breakdown: {
        lines: quote.lines,
        shippingCents: quote.shippingCents,
        shippingTaxCents: quote.shippingTaxCents,
        restocked: input.restock,
        computedCents: quote.totalCents,
        loweredBecause,
      },
    };
  });
}

function viewOf(quote: RefundQuote, lines: readonly LineRow[]): QuoteView {
  return {
    lines: quote.lines.map(({ orderLineId, ...line }) => ({
      lineId: orderLineId,
      name: lines.find((row) => row.id === orderLineId)?.line.name ?? '',
      ...line,
    })),
    shippingCents: quote.shippingCents,
    shippingTaxCents: quote.shippingTaxCents,
    computedCents: quote.totalCents,
    taxCents: quote.taxCents,
  };
}
