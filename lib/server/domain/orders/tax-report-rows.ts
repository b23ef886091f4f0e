import { and, asc, eq, gt, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { ReportOrder, ReportRefund, ReportTaxLine } from '@/lib/shop/tax-report';
import { database } from '@/lib/server/platform/db';
import { orderLines, orderRefunds, orders, type StoredLineTax, type StoredTax } from './tables';

// The rows the tax report folds (docs/operating.md#tax-report; lib/shop/tax-report.ts): the orders
// paid in a period with the tax each line and the shipping kept, and the refunds done in it with
// their tax part. The orders' tables are this module's own, so the report's flow asks here.

export interface TaxReportRows {
  orders: ReportOrder[];
  refunds: ReportRefund[];
}

/** jsonb read through an operator arrives parsed from PostgreSQL; as text from some drivers. */
function parsed<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Orders paid in [start, end) that kept a tax, refunds done in [start, end) with a tax part, and
 * the orders of those refunds though paid before (their tax is not collected in the period: only
 * shared out to the refund).
 */
export async function taxReportRows(start: Date, end: Date): Promise<TaxReportRows> {
  const db = await database();
  const paidIn = and(gte(orders.paidAt, start), lt(orders.paidAt, end));
  const refundDone = and(
    eq(orderRefunds.state, 'done'),
    gte(orderRefunds.completedAt, start),
    lt(orderRefunds.completedAt, end),
    gt(orderRefunds.taxCents, 0),
  );
  const reported = and(
    isNotNull(orders.tax),
    or(
      paidIn,
      inArray(orders.id, db.select({ id: orderRefunds.orderId }).from(orderRefunds).where(refundDone)),
    ),
  );
  const [orderRows, lineRows, refundRows] = await Promise.all([
    db
      .select({ id: orders.id, included: orders.taxIncluded, paidAt: orders.paidAt, tax: orders.tax })
      .from(orders)
      .where(reported)
      .orderBy(asc(orders.id)),
    db
      .select({ orderId: orderLines.orderId, tax: sql<unknown>`${orderLines.line} -> 'tax'` })
      .from(orderLines)
      .where(inArray(orderLines.orderId, db.select({ id: orders.id }).from(orders).where(reported)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.sort)),
    db
      .select({ orderId: orderRefunds.orderId, taxCents: orderRefunds.taxCents })
      .from(orderRefunds)
      .where(refundDone)
      .orderBy(asc(orderRefunds.id)),
  ]);
  const linesOf = new Map<number, ReportTaxLine[]>();
  for (const row of lineRows) {
    const tax = parsed<StoredLineTax>(row.tax);
    if (!tax) continue;
    const lines = linesOf.get(row.orderId) ?? [];
    lines.push({ taxCents: tax.taxCents, parts: tax.parts });
    linesOf.set(row.orderId, lines);
  }
  return {
    orders: orderRows.map((row): ReportOrder => {
      const tax = parsed<StoredTax>(row.tax);
      const shipping: ReportTaxLine[] = tax
        ? [{ taxCents: tax.shipping.taxCents, parts: [tax.shipping] }]
        : [];
      return {
        id: row.id,
        included: row.included,
        paidInPeriod: row.paidAt !== null && row.paidAt >= start && row.paidAt < end,
        lines: [...(linesOf.get(row.id) ?? []), ...shipping],
      };
    }),
    refunds: refundRows,
  };
}
