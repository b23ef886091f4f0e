import type { AfterSalesKind } from './after-sales';
import { OrderStatus } from './order-status';

// The shop's answer to an after-sales request (docs/product.md#after-sales: 3 → 5 Refunded, or
// back to the status the order had before the review). Pure rules: the orders module applies them.

/** What an approved request becomes: money back, or new (or repaired) glasses. */
export const AFTER_SALES_OUTCOMES = ['refund', 'exchange'] as const;
export type AfterSalesOutcome = (typeof AFTER_SALES_OUTCOMES)[number];

export const AFTER_SALES_STATES = ['pending', 'approved', 'declined'] as const;
export type AfterSalesState = (typeof AFTER_SALES_STATES)[number];

/**
 * A refund moves money outside the answer's transaction, so its approval first CLAIMS the pending
 * request: it stays pending (the shopper has no answer yet) with outcome 'refund' and the claim's
 * time. A claim this old with no refund started is taken to have stopped (the server went down
 * between the claim and the refund) and may be taken over.
 */
export const REFUND_CLAIM_MINUTES = 2;

export interface RequestAnswerState {
  state: string;
  outcome: string | null;
  /** When an answer claimed it, or when it was answered. */
  resolvedAt: Date | null;
}

/** A refund's approval holds the request. */
export function isClaimedForRefund(request: RequestAnswerState): boolean {
  return request.state === 'pending' && request.outcome === 'refund';
}

/** A claim old enough to be one that stopped before its refund started. */
export function isAbandonedClaim(request: RequestAnswerState, now: Date): boolean {
  return (
    isClaimedForRefund(request) &&
    (request.resolvedAt === null ||
      now.getTime() - request.resolvedAt.getTime() >= REFUND_CLAIM_MINUTES * 60_000)
  );
}

export const BEING_REFUNDED =
  'Another member is refunding this request right now. Reload it in a minute to see the answer.';

/** The refusal (code 0) of an answer to a request that is no longer waiting for one, or null. */
export function answerRefusal(request: Pick<RequestAnswerState, 'state' | 'outcome'>): string | null {
  if (request.state === 'pending') return request.outcome === 'refund' ? BEING_REFUNDED : null;
  if (request.state === 'approved') return 'This request has already been approved.';
  if (request.state === 'declined') return 'This request has already been declined.';
  return 'This request cannot be answered.';
}

/**
 * Where the order goes once its request is answered: 5 Refunded when everything is
 * refunded, otherwise back to the status it had before the review (a declined request, an exchange,
 * a partial refund). An order that somehow lost its status before review goes back to Not Shipped,
 * the first status a request can start from.
 */
export function statusAfterAnswer(order: {
  statusBeforeReview: number | null;
  totalCents: number;
  refundedCents: number;
}): number {
  if (order.totalCents > 0 && order.refundedCents >= order.totalCents) return OrderStatus.Refunded;
  return order.statusBeforeReview ?? OrderStatus.NotShipped;
}

/** The line the shopper reads in their after-sales list and mail, in the shop's words. */
export function answerHeadline(
  kind: AfterSalesKind,
  answer: { decision: 'approved'; outcome: AfterSalesOutcome } | { decision: 'declined' },
): string {
  if (answer.decision === 'declined') return `We could not accept your ${KIND_WORDS[kind]} request.`;
  if (answer.outcome === 'refund') return `We approved your ${KIND_WORDS[kind]} request and refunded you.`;
  return kind === 'repair'
    ? 'We approved your repair request: we will repair or replace your glasses.'
    : `We approved your ${KIND_WORDS[kind]} request: we will send you a replacement.`;
}

const KIND_WORDS: Readonly<Record<AfterSalesKind, string>> = {
  return: 'return',
  exchange: 'exchange',
  repair: 'repair',
};
