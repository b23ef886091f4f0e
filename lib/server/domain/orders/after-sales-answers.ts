import type { z } from 'zod';
import type {
  AfterSalesQueueItem,
  afterSalesApproveCall,
  afterSalesDeclineCall,
} from '@/lib/contract/calls/admin/after-sales';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { answerRequest, refuseUnlessPending, requestById } from './after-sales-answer-write';
import { approveWithRefund } from './after-sales-refund';

// The operator's answers to after-sales requests (docs/product.md#after-sales): decline, or approve
// with an exchange or a refund. Each is one recorded move of the order
// (docs/product.md#order-states), one audit line and one mail to the shopper, who sees the answer
// in their after-sales list.

type ApproveInput = z.infer<typeof afterSalesApproveCall.input>;
type DeclineInput = z.infer<typeof afterSalesDeclineCall.input>;

/** POST /api/admin/afterSales/decline: the request declined, the order back where it was. */
export async function declineAfterSales(
  input: DeclineInput,
  actor: AuditActor,
): Promise<AfterSalesQueueItem> {
  const db = await database();
  const request = await requestById(db, input.id);
  refuseUnlessPending(request);
  return answerRequest(db, request, input.message, actor, { decision: 'declined' });
}

/**
 * POST /api/admin/afterSales/approve: an exchange (or a repair) sends the order back to the status
 * it had before the review; a refund gives the money back first (through the provider or to the
 * wallet) and then answers, so a refund that is refused leaves the request waiting.
 */
export async function approveAfterSales(
  input: ApproveInput,
  actor: AuditActor,
): Promise<AfterSalesQueueItem> {
  const db = await database();
  const request = await requestById(db, input.id);
  // a refund's approval checks the request with its claim (it may finish an earlier one)
  if (input.outcome === 'refund') return approveWithRefund(db, request, input, actor);
  refuseUnlessPending(request);
  return answerRequest(db, request, input.message, actor, {
    decision: 'approved',
    outcome: 'exchange',
    refund: null,
  });
}
