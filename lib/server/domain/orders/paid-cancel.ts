import { eq } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { RefusedError } from '@/lib/contract/errors';
import { cancelRefusal, refundableCents } from '@/lib/shop/order-operator-rules';
import { OrderStatus } from '@/lib/shop/order-status';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { deliverMailsSoon } from '@/lib/server/platform/mail';
import { finishCancel } from './cancel-finish';
import { factsOf, linesOf, operatorOrderOf, orderByNumber } from './operator-order-info';
import { lockOrder, moveOrder } from './order-moves';
import { refundToWallet, refuseWhileWaiting, reserveRefund, type RefundRequest } from './order-refunds';
import { resendStaleRefunds, sendRefund, usd } from './refund-sending';
import { orders } from './tables';

// Cancelling a paid order before it ships (docs/operating.md#cancel-paid). What is left to refund
// is reserved on the order with the order locked, with the cancel marked on it, exactly as a
// refund reserves its amount (order-refunds.ts): a second cancel, at once or later, finds the
// cancel marked and nothing left to refund, so the provider is asked once. The refund then goes
// through the same sending as any refund, and recording it made ends the cancel (stock, coupon,
// history, mail: cancel-finish.ts). A provider that refuses leaves the order as it was.

/** Who the paid order's refund is for, and why, as the refund and the audit log keep it. */
const refundReason = (reason: string) => `Order cancelled: ${reason}`;

/** POST /api/admin/orders/cancel on a paid order (1 → 5, then "Cancelled by the shop"). */
export async function cancelPaidOrder(
  input: { number: string; reason: string },
  actor: AuditActor,
): Promise<OperatorOrder> {
  const db = await database();
  const found = await orderByNumber(db, input.number);
  // a refund its provider never answered is settled before anything else is refunded
  await resendStaleRefunds(db, found, actor);
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    const refused = cancelRefusal(factsOf(order, await linesOf(tx, order.id)));
    if (refused) throw new RefusedError(refused);
    await refuseWhileWaiting(tx, order);
    const [marked] = await tx
      .update(orders)
      .set({ cancelRequestedAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    if (!marked) throw new Error('the order was not updated');
    const amountCents = refundableCents(order);
    await recordAction(tx, actor, {
      action: 'order.cancel',
      objectType: 'order',
      objectId: order.number,
      summary: `Cancelled before shipping, refunding ${usd(amountCents)}: ${input.reason}`,
      before: { status: order.status, refundedCents: order.refundedCents },
      after: { reason: input.reason, refundCents: amountCents },
    });
    if (amountCents === 0) {
      // nothing was charged (a free order): nothing to send, the cancel ends now
      const moved = await moveOrder(tx, marked, OrderStatus.Refunded, 'operator', 'Nothing to refund');
      await finishCancel(tx, moved, { amountCents: 0, destination: 'wallet', provider: null });
      return null;
    }
    const request: RefundRequest = {
      number: order.number,
      amountCents,
      // as the prescription wait's end: back through the provider that took it, else to the wallet
      destination: order.paidAt && order.paymentProvider ? 'original' : 'wallet',
      reason: refundReason(input.reason),
    };
    return request.destination === 'wallet'
      ? refundToWallet(tx, marked, request, actor)
      : reserveRefund(tx, marked, request, actor);
  });
  // outside the transaction: a slow provider holds no lock; refused → the provider's words (the
  // cancel is undone), no answer → 503 and the refund waits for the settle job, never sent twice
  if (reserved?.state === 'pending') await sendRefund(db, reserved, actor);
  deliverMailsSoon();
  return operatorOrderOf(db, await orderByNumber(db, input.number));
}
