import { and, eq, inArray } from 'drizzle-orm';
import type { EarlierRefund, RefundableOrder } from '@/lib/shop/refund-by-line';
import { amountTaxCents } from '@/lib/shop/refund-tax';
import { refundableCents } from '@/lib/shop/order-operator-rules';
import { releaseStock } from '@/lib/server/domain/catalog';
import type { Database } from '@/lib/server/platform/db';
import type { OrderRow } from './order-moves';
import { orderLines, orderRefunds, type StoredRefundBreakdown } from './tables';

// What a refund reads of the refunds before it (docs/operating.md#refund-by-line): the parts and
// units given back by line, the tax given back, and the stock already put back. A refund waiting
// for its provider counts as given back (its amount is reserved); a failed one gave nothing back.

type Reader = Pick<Database, 'select'>;
type LineRow = typeof orderLines.$inferSelect;

/** The refunds made or waiting of an order: their tax parts and breakdowns. */
async function standingRefunds(db: Reader, orderId: number) {
  return db
    .select({ taxCents: orderRefunds.taxCents, breakdown: orderRefunds.breakdown, state: orderRefunds.state })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.state, ['pending', 'done'])));
}

/** The order's frozen lines, tax and totals as a refund by line reads them. */
export function refundableOrderOf(order: OrderRow, lines: readonly LineRow[]): RefundableOrder {
  return {
    lines: lines.map((row) => ({
      id: row.id,
      name: row.line.name,
      kind: row.line.kind,
      quantity: row.quantity,
      unitPriceCents: row.line.unitPriceCents,
      unitLensCents: row.line.unitLensCents,
      frameDiscountCents: row.line.frameDiscountCents,
      ...(row.line.tax ? { tax: row.line.tax } : {}),
    })),
    couponDiscountCents: order.couponDiscountCents,
    shippingCents: order.shippingCents,
    shippingTaxCents: order.tax?.shipping.taxCents ?? 0,
    taxIncluded: order.taxIncluded,
  };
}

/** What earlier refunds by line gave back, and the tax still left to give back on the order. */
export async function earlierRefundsOf(
  db: Reader,
  order: OrderRow,
): Promise<{ earlier: EarlierRefund[]; taxLeftCents: number }> {
  const rows = await standingRefunds(db, order.id);
  const given = rows.reduce((sum, row) => sum + row.taxCents, 0);
  return {
    earlier: rows.flatMap((row) => (row.breakdown ? [row.breakdown] : [])),
    taxLeftCents: Math.max(0, order.taxCents - given),
  };
}

/** A refund of an amount's tax part, from the order as it is before the refund is reserved. */
export async function amountRefundTax(db: Reader, order: OrderRow, amountCents: number): Promise<number> {
  const { taxLeftCents } = await earlierRefundsOf(db, order);
  return amountTaxCents(amountCents, { leftCents: refundableCents(order), taxLeftCents });
}

/** The units of each line already put back on sale by refunds made (by line, with the stock back). */
export async function restockedUnits(db: Reader, orderId: number): Promise<Map<number, number>> {
  const rows = await standingRefunds(db, orderId);
  const units = new Map<number, number>();
  for (const row of rows)
    if (row.state === 'done' && row.breakdown?.restocked)
      for (const line of row.breakdown.lines)
        if (line.frame) units.set(line.orderLineId, (units.get(line.orderLineId) ?? 0) + line.quantity);
  return units;
}

/**
 * A refund by line made with the stock back: the frames and accessories it gave back go on sale
 * again (lenses are made to order and never go back). Run once, where the refund is recorded made.
 */
export async function restockRefunded(tx: Database, breakdown: StoredRefundBreakdown | null): Promise<void> {
  if (!breakdown?.restocked) return;
  const ids = breakdown.lines.filter((line) => line.frame).map((line) => line.orderLineId);
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: orderLines.id, variantId: orderLines.variantId })
    .from(orderLines)
    .where(inArray(orderLines.id, ids));
  await releaseStock(
    tx,
    breakdown.lines.flatMap((line) => {
      const variantId = line.frame ? rows.find((row) => row.id === line.orderLineId)?.variantId : null;
      return variantId ? [{ variantId, quantity: line.quantity }] : [];
    }),
  );
}
