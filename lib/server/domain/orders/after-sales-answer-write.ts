import { eq } from 'drizzle-orm';
import type { AfterSalesQueueItem } from '@/lib/contract/calls/admin/after-sales';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { AfterSalesKind, RefundDestination } from '@/lib/shop/after-sales';
import {
  answerHeadline,
  answerRefusal,
  isClaimedForRefund,
  statusAfterAnswer,
  type AfterSalesOutcome,
} from '@/lib/shop/after-sales-answers';
import { OrderStatus, orderStatusName } from '@/lib/shop/order-status';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import type { Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { afterSalesAnswerMail } from './after-sales-mails';
import { queueItem } from './after-sales-queue';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';
import { afterSalesRequests } from './tables';

// Writing the shop's answer to an after-sales request (docs/product.md#order-states:
// 3 → 5 Refunded, or back to the status the order had before the review).

export type RequestRow = typeof afterSalesRequests.$inferSelect;

export interface MadeRefund {
  amountCents: number;
  destination: RefundDestination;
}

export type Answer =
  { decision: 'declined' } | { decision: 'approved'; outcome: AfterSalesOutcome; refund: MadeRefund | null };

export async function requestById(db: Database, id: number): Promise<RequestRow> {
  const [request] = await db.select().from(afterSalesRequests).where(eq(afterSalesRequests.id, id)).limit(1);
  if (!request) throw new NotFoundError('The after-sales request');
  return request;
}

export function refuseUnlessPending(request: RequestRow): void {
  const refusal = answerRefusal(request);
  if (refusal) throw new RefusedError(refusal);
}

/**
 * Writes the answer in one transaction with the order locked (as the shopper's request locks it,
 * so two answers at once cannot both land): the request's state, outcome and message, the order's
 * move, the audit line and the shopper's mail. A refund's answer finishes the request its
 * approval claimed (after-sales-refund.ts); every other answer needs a request no one holds.
 */
export async function answerRequest(
  db: Database,
  found: RequestRow,
  message: string,
  actor: AuditActor,
  answer: Answer,
): Promise<AfterSalesQueueItem> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const [request] = await tx
      .select()
      .from(afterSalesRequests)
      .where(eq(afterSalesRequests.id, found.id))
      .for('update');
    if (!request) throw new NotFoundError('The after-sales request');
    const finishesRefund = answer.decision === 'approved' && answer.refund !== null;
    if (!(finishesRefund && isClaimedForRefund(request))) refuseUnlessPending(request);
    const outcome = answer.decision === 'approved' ? answer.outcome : null;
    const refund = answer.decision === 'approved' ? answer.refund : null;
    await tx
      .update(afterSalesRequests)
      .set({
        state: answer.decision,
        outcome,
        resolution: message,
        resolvedBy: actor.staffId,
        resolvedAt: new Date(),
      })
      .where(eq(afterSalesRequests.id, request.id));
    const moved = await leaveReview(tx, order, answer);
    const headline = answerHeadline(request.kind as AfterSalesKind, answer);
    await recordAction(tx, actor, {
      action: answer.decision === 'declined' ? 'after-sales.decline' : 'after-sales.approve',
      objectType: 'after-sales',
      objectId: request.id,
      summary: `${headline} Order ${order.number}: ${orderStatusName(order.status)} → ${orderStatusName(moved.status)}.`,
      before: { state: 'pending', orderStatus: order.status },
      after: { state: answer.decision, outcome, refund, orderStatus: moved.status, message },
    });
    await queueMail(
      tx,
      afterSalesAnswerMail({
        to: order.email,
        firstName: (await firstNameOf(tx, order.userId)) ?? order.address.firstName,
        orderNumber: order.number,
        headline,
        message,
        refund,
      }),
    );
  });
  deliverMailsSoon();
  return queueItem(db, found.id);
}

/**
 * The order leaves review: refunded in full → 5, otherwise back to where it was
 * (docs/product.md#order-states).
 */
async function leaveReview(tx: Database, order: OrderRow, answer: Answer): Promise<OrderRow> {
  // a request is only open while its order is in review; anything else is left as it is
  if (order.status !== OrderStatus.PendingReview) return order;
  const note =
    answer.decision === 'declined'
      ? 'After-sales request declined'
      : `After-sales request approved: ${answer.outcome}`;
  return moveOrder(tx, order, statusAfterAnswer(order), 'operator', note);
}
