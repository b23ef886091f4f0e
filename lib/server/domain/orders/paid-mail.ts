import { asc, eq } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/shop/currency';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { pricedLineOf } from './stored-shapes';
import type { Database } from '@/lib/server/platform/db';
import { queueMail } from '@/lib/server/platform/mail';
import { orderPaidMail } from './order-mails';
import type { OrderRow } from './order-moves';
import { orderLines } from './tables';

/**
 * The "thank you, your order is paid" mail, written into the outbox by the transaction that marks
 * the order paid (docs/architecture.md#mail); the caller asks for delivery after the commit.
 */
export async function queueOrderPaidMail(tx: Database, order: OrderRow): Promise<void> {
  const firstName = await firstNameOf(tx, order.userId);
  const rows = await tx
    .select({ line: orderLines.line, lensRecord: orderLines.lensRecord, id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.sort));
  const lines = rows.map((row) => pricedLineOf(row.line, row.lensRecord, row.id));
  await queueMail(
    tx,
    orderPaidMail({
      to: order.email,
      firstName: firstName ?? '',
      number: order.number,
      totalCents: order.totalCents,
      currency: order.currency as CurrencyCode,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      lines,
      totals: order,
    }),
  );
}
