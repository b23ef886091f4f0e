import type { OperatorOrder, OrderRefundView } from '@/lib/contract/calls/admin/order-schemas';
import type { RefundDestination } from '@/lib/shop/after-sales';
import { unitsDone } from '@/lib/shop/refund-by-line';
import type { orderRefunds } from './tables';

// Refunds as the console shows them: each with its tax part and, for a refund by line, the lines
// it gave back by name; and per line, the units already refunded (docs/operating.md#refund-by-line).

type RefundRow = typeof orderRefunds.$inferSelect;

/** A refund for the console; `names` are the order's line names by line id. */
export function toRefundView(
  row: RefundRow,
  names: ReadonlyMap<number, string> = new Map(),
): OrderRefundView {
  const { breakdown } = row;
  return {
    id: row.id,
    amountCents: row.amountCents,
    taxCents: row.taxCents,
    ...(breakdown
      ? {
          breakdown: {
            lines: breakdown.lines.map(({ orderLineId, ...line }) => ({
              lineId: orderLineId,
              name: names.get(orderLineId) ?? '',
              ...line,
            })),
            shippingCents: breakdown.shippingCents,
            shippingTaxCents: breakdown.shippingTaxCents,
            restocked: breakdown.restocked,
            computedCents: breakdown.computedCents,
            loweredBecause: breakdown.loweredBecause,
          },
        }
      : {}),
    destination: row.destination as RefundDestination,
    provider: row.provider,
    providerReference: row.providerReference,
    state: row.state as OrderRefundView['state'],
    failure: row.failure,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The units of a line's parts refunded or being refunded by line (a failed refund gave none back). */
export function refundedUnitsOf(
  refunds: readonly RefundRow[],
  lineId: number,
): OperatorOrder['lines'][number]['refunded'] {
  const earlier = refunds.flatMap((row) => (row.state !== 'failed' && row.breakdown ? [row.breakdown] : []));
  return { frame: unitsDone(earlier, lineId, 'frame'), lenses: unitsDone(earlier, lineId, 'lenses') };
}
