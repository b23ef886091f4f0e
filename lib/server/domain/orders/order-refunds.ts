import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OperatorOrder, OrderRefundView } from '@/lib/contract/calls/admin/order-schemas';
import { RefusedError } from '@/lib/contract/errors';
import type { RefundDestination } from '@/lib/shop/after-sales';
import { refundRefusal } from '@/lib/shop/order-operator-rules';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon } from '@/lib/server/platform/mail';
import { creditWallet } from '@/lib/server/domain/wallet';
import { factsOf, linesOf, operatorOrderOf, orderByNumber } from './operator-order-info';
import { lockOrder, type OrderRow } from './order-moves';
import { amountRefundTax } from './refund-facts';
import { toRefundView } from './refund-views';
import { orderLines, orderRefunds, orders, type StoredRefundBreakdown } from './tables';

import {
  providerName,
  recordRefunded,
  resendStaleRefunds,
  sendRefund,
  usd,
  type RefundRow,
} from './refund-sending';

// Refunds of an order (docs/operating.md#order-work: back through the provider that took the money,
// idempotent, or to the shop wallet; a fully refunded order is 5). The amount is reserved on the
// order (refunded_cents) with the order locked, so two refunds at once can never give back more
// than was paid. A wallet refund is one transaction. A refund to the payment is three steps: the
// reservation and a 'pending' row with a fresh idempotency key, the provider's call outside any
// transaction (a slow provider holds no lock), then 'done', or 'failed' and the amount released.
// Every refund records its tax part (docs/operating.md#refund-by-line).

type LineRow = typeof orderLines.$inferSelect;

export interface RefundRequest {
  number: string;
  amountCents: number;
  destination: RefundDestination;
  reason: string;
  /**
   * The tax part (docs/operating.md#refund-by-line): a refund by line works it out with its lines;
   * a refund of an amount leaves it out and takes its share of the tax left on the order.
   */
  taxCents?: number;
  /** What a refund by line gave back; absent for an amount. */
  breakdown?: StoredRefundBreakdown;
}

/**
 * POST /api/admin/orders/refund, and the after-sales answer's refund: part or all of a paid
 * order, never more than is left. An order in review (3) keeps its status: the answer to its
 * request moves it.
 */
export async function refundOrder(
  input: RefundRequest,
  actor: AuditActor,
): Promise<{ order: OperatorOrder; refund: OrderRefundView }> {
  return refundWith(input.number, actor, async () => input);
}

/**
 * The way every refund of an operator goes: a stale refund sent again first, then with the order
 * locked and no other refund waiting, `request` worked out from the order as it is now (a refund
 * by line reads what was given back before it), checked, reserved or credited; the provider
 * called outside the transaction.
 */
export async function refundWith(
  number: string,
  actor: AuditActor,
  request: (tx: Database, order: OrderRow, lines: LineRow[]) => Promise<RefundRequest>,
): Promise<{ order: OperatorOrder; refund: OrderRefundView }> {
  const db = await database();
  const found = await orderByNumber(db, number);
  await resendStaleRefunds(db, found, actor);
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    await refuseWhileWaiting(tx, order);
    const lines = await linesOf(tx, order.id);
    const input = await request(tx, order, lines);
    const refused = refundRefusal(factsOf(order, lines), input.amountCents, input.destination);
    if (refused) throw new RefusedError(refused);
    return input.destination === 'wallet'
      ? refundToWallet(tx, order, input, actor)
      : reserveRefund(tx, order, input, actor);
  });
  const refund = reserved.state === 'pending' ? await sendRefund(db, reserved, actor) : reserved;
  deliverMailsSoon();
  const order = await operatorOrderOf(db, await orderByNumber(db, number));
  return { order, refund: order.refunds.find((row) => row.id === refund.id) ?? toRefundView(refund) };
}

/** The refund's own columns of a request: its tax part (worked out for an amount) and breakdown. */
async function taxAndBreakdown(tx: Database, order: OrderRow, input: RefundRequest) {
  return {
    taxCents: input.taxCents ?? (await amountRefundTax(tx, order, input.amountCents)),
    breakdown: input.breakdown ?? null,
  };
}

/** One refund at a time per order: another one waiting for its provider is answered first. */
export async function refuseWhileWaiting(tx: Database, order: OrderRow): Promise<void> {
  const [waiting] = await tx
    .select({ amountCents: orderRefunds.amountCents, provider: orderRefunds.provider })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.state, 'pending')))
    .limit(1);
  if (waiting)
    throw new RefusedError(
      `A refund of ${usd(waiting.amountCents)} to ${providerName(waiting.provider)} is still waiting for its answer. Try again in a minute.`,
    );
}

/** To the shopper's store credit: the row, the order's total refunded, the credit and the mail at once. */
export async function refundToWallet(
  tx: Database,
  order: OrderRow,
  input: RefundRequest,
  actor: AuditActor,
): Promise<RefundRow> {
  const now = new Date();
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      amountCents: input.amountCents,
      ...(await taxAndBreakdown(tx, order, input)),
      destination: 'wallet',
      state: 'done',
      reason: input.reason,
      idempotencyKey: randomUUID(),
      staffId: actor.staffId,
      completedAt: now,
    })
    .returning();
  if (!row) throw new Error('the refund was not written');
  await creditWallet(
    tx,
    order.userId,
    input.amountCents,
    'refund',
    `Refund of order ${order.number}`,
    order.number,
  );
  await recordRefunded(tx, order, row, actor);
  return row;
}

/** The amount reserved on the order and the refund 'pending', before the provider is called; audited. */
export async function reserveRefund(
  tx: Database,
  order: OrderRow,
  input: RefundRequest,
  actor: AuditActor,
): Promise<RefundRow> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      amountCents: input.amountCents,
      ...(await taxAndBreakdown(tx, order, input)),
      destination: 'original',
      provider: order.paymentProvider,
      state: 'pending',
      reason: input.reason,
      idempotencyKey: `refund-${randomUUID()}`,
      staffId: actor.staffId,
    })
    .returning();
  if (!row) throw new Error('the refund was not written');
  await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${input.amountCents}`, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  // the member who sends it, with the change: a provider that does not answer leaves the refund
  // waiting, and whoever's call later settles it writes the outcome's line
  await recordAction(tx, actor, {
    action: 'order.refund-sent',
    objectType: 'order',
    objectId: order.number,
    summary: `Sent a refund of ${usd(input.amountCents)} to ${providerName(order.paymentProvider)}: ${input.reason}`,
    before: { status: order.status, refundedCents: order.refundedCents },
    after: { refundedCents: order.refundedCents + input.amountCents, refund: row.id },
  });
  return row;
}
