import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AfterSalesQueueItem, afterSalesApproveCall } from '@/lib/contract/calls/admin/after-sales';
import { RefusedError, UnavailableError } from '@/lib/contract/errors';
import type { RefundDestination } from '@/lib/shop/after-sales';
import {
  answerRefusal,
  BEING_REFUNDED,
  isAbandonedClaim,
  isClaimedForRefund,
} from '@/lib/shop/after-sales-answers';
import type { AuditActor } from '@/lib/server/platform/audit';
import type { Database } from '@/lib/server/platform/db';
import { answerRequest, type RequestRow } from './after-sales-answer-write';
import { lockOrder } from './order-moves';
import { refundOrder } from './order-refunds';
import { afterSalesRequests, orderRefunds } from './tables';

// An after-sales request approved with a refund (docs/product.md#after-sales). The money moves
// through refundOrder (the provider or the wallet), outside the answer's transaction, so the
// approval CLAIMS the request first (lib/shop/after-sales-answers.ts): no other answer lands on a
// claimed request, so two members approving at once refund once. The refund carries the request in
// its reason, so an approval that stopped half-way (the provider away, the server restarted) is
// finished by approving again, never refunded twice.

type ApproveInput = z.infer<typeof afterSalesApproveCall.input>;
type RefundRow = typeof orderRefunds.$inferSelect;
type Claim = Awaited<ReturnType<typeof claimForRefund>>;

/** The refund's reason, which ties it to its request (and reads well in the order's refunds and audit log). */
export const refundReasonOf = (requestId: number) => `After-sales request #${requestId}`;

export async function approveWithRefund(
  db: Database,
  found: RequestRow,
  input: ApproveInput,
  actor: AuditActor,
): Promise<AfterSalesQueueItem> {
  const claim = await claimForRefund(db, found, input, actor);
  const refund =
    claim.earlier?.state === 'done' ? claim.earlier : await refundClaimed(db, found, claim, actor);
  return answerRequest(db, found, input.message, actor, {
    decision: 'approved',
    outcome: 'refund',
    refund: { amountCents: refund.amountCents, destination: refund.destination as RefundDestination },
  });
}

/**
 * Claims the pending request for this refund, with the order locked. A claim already there is
 * taken over only when its refund started (it is finished, or sent again) or when it stopped
 * before that; otherwise another member is refunding it now. The amount is all that is left
 * unless the member chose less; the destination is where the shopper asked unless they chose.
 */
async function claimForRefund(db: Database, found: RequestRow, input: ApproveInput, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    const [request] = await tx
      .select()
      .from(afterSalesRequests)
      .where(eq(afterSalesRequests.id, found.id))
      .for('update');
    if (!request) throw new Error('the after-sales request vanished');
    const earlier = await refundOfRequest(tx, request);
    if (isClaimedForRefund(request)) {
      if (!earlier && !isAbandonedClaim(request, new Date())) throw new RefusedError(BEING_REFUNDED);
    } else {
      const refusal = answerRefusal(request);
      if (refusal) throw new RefusedError(refusal);
    }
    await tx
      .update(afterSalesRequests)
      .set({ outcome: 'refund', resolvedBy: actor.staffId, resolvedAt: new Date() })
      .where(eq(afterSalesRequests.id, request.id));
    return {
      earlier,
      orderNumber: order.number,
      amountCents: input.amountCents ?? Math.max(0, order.totalCents - order.refundedCents),
      destination: input.destination ?? (request.refundTo as RefundDestination),
    };
  });
}

/**
 * Gives the money back through refundOrder, which also sends again a refund its provider left
 * unanswered (an earlier approval's: refundOrder then refuses, telling what became of it). The
 * provider not answering leaves the refund waiting, and the claim with it: approving again
 * finishes it. A refusal that made no refund gives the claim back, and the request waits again.
 */
async function refundClaimed(
  db: Database,
  request: RequestRow,
  claim: Claim,
  actor: AuditActor,
): Promise<Pick<RefundRow, 'amountCents' | 'destination' | 'state'>> {
  try {
    const { refund } = await refundOrder(
      {
        number: claim.orderNumber,
        amountCents: claim.amountCents,
        destination: claim.destination,
        reason: refundReasonOf(request.id),
      },
      actor,
    );
    return refund;
  } catch (error) {
    const made = await refundOfRequest(db, request);
    if (made?.state === 'done') return made;
    if (!made && !(error instanceof UnavailableError)) await releaseClaim(db, request.id);
    throw error;
  }
}

/** A refund made (or waiting for its provider) for this request. */
async function refundOfRequest(db: Database, request: RequestRow): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, request.orderId),
        eq(orderRefunds.reason, refundReasonOf(request.id)),
        inArray(orderRefunds.state, ['done', 'pending']),
      ),
    )
    .limit(1);
  return row;
}

/** The claim given back: the request waits for an answer again. */
async function releaseClaim(db: Database, requestId: number): Promise<void> {
  await db
    .update(afterSalesRequests)
    .set({ outcome: null, resolvedBy: null, resolvedAt: null })
    .where(and(eq(afterSalesRequests.id, requestId), eq(afterSalesRequests.state, 'pending')));
}
