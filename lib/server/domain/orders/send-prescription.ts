import { asc, eq } from 'drizzle-orm';
import type { OrderDetail } from '@/lib/contract/calls/order';
import type { PrescriptionChoice } from '@/lib/contract/calls/process';
import { RefusedError } from '@/lib/contract/errors';
import { OrderStatus } from '@/lib/shop/order-status';
import { requireShopper } from '@/lib/server/domain/accounts';
import { lineLensOf, type CartLens } from '@/lib/server/domain/cart';
import { prescriptionForOrder, type PrescriptionForOrder } from '@/lib/server/domain/lens-flow';
import type { CallContext } from '@/lib/server/platform/call-context';
import { database } from '@/lib/server/platform/db';
import { fanOutStaffEventsSoon } from '@/lib/server/domain/alerts';
import { orderDetailOf, ownedOrder } from './my-orders';
import { raiseCheckWaiting } from './order-alerts';
import { lockOrder } from './order-moves';
import { isLaterLine, NOT_WAITING, noteInHistory } from './prescription-wait';
import { orderLines, orders } from './tables';

type Context = Pick<CallContext, 'bearerToken' | 'deviceId'>;

/**
 * POST /api/order/sendPrescription: the prescription of an order paid without it
 * (docs/product.md#prescription-later), typed, saved or a photo, read against each waiting line's
 * lens use, kept on those lines, and the wait ended, in the order's history. Only the order's
 * owner (another shopper's order is not found); an order that waits for nothing is refused.
 */
export async function sendOrderPrescription(
  input: { orderNumber: string; prescription: PrescriptionChoice },
  context: Context,
): Promise<OrderDetail> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const owned = await ownedOrder(db, userId, input.orderNumber);
  if (owned.prescriptionDueAt === null || owned.status !== OrderStatus.NotShipped)
    throw new RefusedError(NOT_WAITING);
  const waiting = (
    await db.select().from(orderLines).where(eq(orderLines.orderId, owned.id)).orderBy(asc(orderLines.sort))
  ).filter((line) => isLaterLine(line.lensRecord));
  // read once per lens use: a single vision line and a progressive one need different values
  const read = new Map<string, PrescriptionForOrder>();
  for (const line of waiting) {
    const code = (line.lensRecord as CartLens).lensUse.code;
    if (!read.has(code)) read.set(code, await prescriptionForOrder(input.prescription, code, context));
  }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, owned.id);
    // the wait ended, or the shopper sent it from another tab, while the prescription was read
    if (order.prescriptionDueAt === null || order.status !== OrderStatus.NotShipped)
      throw new RefusedError(NOT_WAITING);
    for (const line of waiting) {
      const record = line.lensRecord as CartLens;
      const sent = read.get(record.lensUse.code);
      if (!sent) continue;
      const lensRecord: CartLens = { ...record, prescription: sent.prescription };
      const savedNames = new Map(
        sent.prescription.savedId === null || sent.savedName === null
          ? []
          : [[sent.prescription.savedId, sent.savedName]],
      );
      const shown = lineLensOf(lensRecord, savedNames);
      const frozen = line.line;
      await tx
        .update(orderLines)
        .set({
          lensRecord,
          line:
            frozen.lens && shown
              ? {
                  ...frozen,
                  lens: { ...frozen.lens, prescriptionNote: shown.prescriptionNote, rx: shown.rx },
                }
              : frozen,
        })
        .where(eq(orderLines.id, line.id));
    }
    await tx
      .update(orders)
      .set({ prescriptionDueAt: null, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await noteInHistory(
      tx,
      order,
      'shopper',
      'The prescription was sent: the shop checks it before the lab starts',
    );
    await raiseCheckWaiting(tx, order);
  });
  fanOutStaffEventsSoon();
  return orderDetailOf(db, await ownedOrder(db, userId, input.orderNumber));
}
