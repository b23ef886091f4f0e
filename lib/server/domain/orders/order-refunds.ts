import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { OperatorOrder, OrderRefundView } from '@/lib/contract/calls/admin/order-schemas';
import { CallError, RefusedError, UnavailableError } from '@/lib/contract/errors';
import type { RefundDestination } from '@/lib/shop/after-sales';
import { formatPrice } from '@/lib/shop/currency';
import { refundRefusal, statusAfterRefund } from '@/lib/shop/order-operator-rules';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { orderRefundedMail } from './order-mails';
import { refundPayment } from '@/lib/server/domain/payments';
import { creditWallet } from '@/lib/server/domain/wallet';
import { logger } from '../../platform/logger';
import { factsOf, linesOf, operatorOrderOf, orderByNumber, toRefundView } from './operator-order-info';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';
import { orderRefunds, orders } from './tables';

// Refunds of an order (docs/operating.md#order-work: back through the provider that took the money,
// idempotent, or to the shop wallet; a fully refunded order is 5). The amount is reserved on the
// order (refunded_cents) with the order locked, so two refunds at once can never give back more
// than was paid. A wallet refund is one transaction. A refund to the payment is three steps: the
// reservation and a 'pending' row with a fresh idempotency key, the provider's call outside any
// transaction (a slow provider holds no lock), then 'done', or 'failed' and the amount released.

export interface RefundRequest {
  number: string;
  amountCents: number;
  destination: RefundDestination;
  reason: string;
}

type RefundRow = typeof orderRefunds.$inferSelect;

/** A refund the provider has not answered for this long is sent again (same key) by the next refund. */
const RESEND_AFTER_MS = 60_000;

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  stripe: 'Stripe',
  demo: 'The demo provider',
};
const providerName = (provider: string | null) => PROVIDER_NAMES[provider ?? ''] ?? 'The payment provider';
const usd = (cents: number) => formatPrice(cents, 'USD');

/**
 * POST /api/admin/orders/refund, and the after-sales answer's refund: part or all of a paid
 * order, never more than is left. An order in review (3) keeps its status: the answer to its
 * request moves it.
 */
export async function refundOrder(
  input: RefundRequest,
  actor: AuditActor,
): Promise<{ order: OperatorOrder; refund: OrderRefundView }> {
  const db = await database();
  const found = await orderByNumber(db, input.number);
  await resendStaleRefunds(db, found, actor);
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    await refuseWhileWaiting(tx, order);
    const refused = refundRefusal(
      factsOf(order, await linesOf(tx, order.id)),
      input.amountCents,
      input.destination,
    );
    if (refused) throw new RefusedError(refused);
    return input.destination === 'wallet'
      ? refundToWallet(tx, order, input, actor)
      : reserveRefund(tx, order, input, actor);
  });
  const refund = reserved.state === 'pending' ? await sendRefund(db, reserved, actor) : reserved;
  deliverMailsSoon();
  return {
    order: await operatorOrderOf(db, await orderByNumber(db, input.number)),
    refund: toRefundView(refund),
  };
}

/** One refund at a time per order: another one waiting for its provider is answered first. */
async function refuseWhileWaiting(tx: Database, order: OrderRow): Promise<void> {
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

/**
 * Refunds sent earlier that their provider never answered (it was away, or the server stopped):
 * sent again with the same key, so the provider answers the first refund rather than paying
 * twice. The operator is then told what happened before refunding anything more.
 */
async function resendStaleRefunds(db: Database, order: OrderRow, actor: AuditActor): Promise<void> {
  const stale = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, order.id),
        eq(orderRefunds.state, 'pending'),
        lt(orderRefunds.createdAt, new Date(Date.now() - RESEND_AFTER_MS)),
      ),
    )
    .orderBy(asc(orderRefunds.id));
  if (stale.length === 0) return;
  const settled: RefundRow[] = [];
  for (const row of stale)
    settled.push(await sendRefund(db, row, actor).catch((error) => failedOf(error, row)));
  const done = settled.filter((row) => row.state === 'done').reduce((sum, row) => sum + row.amountCents, 0);
  const failed = settled
    .filter((row) => row.state === 'failed')
    .reduce((sum, row) => sum + row.amountCents, 0);
  throw new RefusedError(
    [
      'An earlier refund had not been answered by its provider.',
      done > 0 ? `${usd(done)} of it is now refunded.` : '',
      failed > 0 ? `${usd(failed)} of it was refused by the provider and is released.` : '',
      'Check what is left before refunding more.',
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** Who settles a waiting refund when no member asks: the shop's own job. */
const REFUND_JOB: AuditActor = { staffId: null, email: 'the shop (refund job)', role: 'system' };

/**
 * The "settle-waiting-refunds" job: every refund its provider left unanswered for a minute is sent
 * again with its own key (the provider answers the first refund, never a second), so the money and
 * the order's status follow without waiting for a member to refund that order again. A provider
 * still away leaves it waiting for the next run. Answers how many were settled.
 */
export async function settleWaitingRefunds(now = new Date()): Promise<number> {
  const db = await database();
  const waiting = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.state, 'pending'),
        lt(orderRefunds.createdAt, new Date(now.getTime() - RESEND_AFTER_MS)),
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(100);
  let settled = 0;
  for (const row of waiting) {
    const outcome = await sendRefund(db, row, REFUND_JOB).catch((error: unknown) => {
      if (error instanceof UnavailableError) return row;
      if (error instanceof CallError) return { ...row, state: 'failed' };
      throw error;
    });
    if (outcome.state !== 'pending') settled += 1;
  }
  if (settled) deliverMailsSoon();
  return settled;
}

/** A stale refund the provider refused again is settled as failed; the provider away again is a 503. */
function failedOf(error: unknown, row: RefundRow): RefundRow {
  if (error instanceof CallError && !(error instanceof UnavailableError)) return { ...row, state: 'failed' };
  throw error;
}

/** To the shopper's store credit: the row, the order's total refunded, the credit and the mail at once. */
async function refundToWallet(
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
async function reserveRefund(
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

/**
 * Sends a pending refund to its provider and records the answer. Refused by the provider: 'failed',
 * the amount released, and the provider's words to the operator. No answer: it stays pending and
 * reserved (the provider may have refunded), answered 503; the next refund sends it again.
 */
async function sendRefund(db: Database, row: RefundRow, actor: AuditActor): Promise<RefundRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
  if (!order) throw new Error('the refunded order vanished');
  let providerReference: string;
  try {
    ({ providerReference } = await refundPayment({
      provider: row.provider as 'paypal' | 'stripe' | 'demo',
      paymentReference: order.paymentReference ?? '',
      amountCents: row.amountCents,
      idempotencyKey: row.idempotencyKey,
      orderNumber: order.number,
    }));
  } catch (error) {
    if (error instanceof CallError && !(error instanceof UnavailableError)) {
      await settleRefund(db, row.id, actor, { state: 'failed', failure: error.message });
      throw error;
    }
    logger.warn(
      { err: error, order: order.number, refund: row.id },
      'a refund got no answer; it stays pending',
    );
    throw new UnavailableError(
      `${providerName(row.provider)} did not answer, so the refund of ${usd(row.amountCents)} is waiting. Refund this order again in a minute: the same refund is sent again, never twice.`,
      60,
    );
  }
  return settleRefund(db, row.id, actor, { state: 'done', providerReference });
}

type Outcome = { state: 'done'; providerReference: string } | { state: 'failed'; failure: string };

/** The provider's answer recorded once, with the order locked: a second settle of the same refund changes nothing. */
async function settleRefund(
  db: Database,
  refundId: number,
  actor: AuditActor,
  outcome: Outcome,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [pending] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).limit(1);
    if (!pending) throw new Error('the refund vanished');
    const order = await lockOrder(tx, pending.orderId);
    const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for('update');
    if (!row || row.state !== 'pending') return row ?? pending;
    const [settled] = await tx
      .update(orderRefunds)
      .set(
        outcome.state === 'done'
          ? { state: 'done', providerReference: outcome.providerReference, completedAt: new Date() }
          : { state: 'failed', failure: outcome.failure, completedAt: new Date() },
      )
      .where(eq(orderRefunds.id, row.id))
      .returning();
    if (!settled) throw new Error('the refund was not settled');
    if (outcome.state === 'done') {
      // the amount was reserved on the order with the refund: only the status may follow
      await recordRefunded(
        tx,
        { ...order, refundedCents: order.refundedCents - row.amountCents },
        settled,
        actor,
      );
      return settled;
    }
    await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} - ${row.amountCents}`, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordAction(tx, actor, {
      action: 'order.refund-failed',
      objectType: 'order',
      objectId: order.number,
      summary: `${providerName(row.provider)} refused a refund of ${usd(row.amountCents)}: ${outcome.failure}`,
      before: { refundedCents: order.refundedCents },
      after: {
        refundedCents: order.refundedCents - row.amountCents,
        refund: row.id,
        failure: outcome.failure,
      },
    });
    return settled;
  });
}

/**
 * A refund made: the order's total refunded (`before` is the order as it was without this refund),
 * 5 Refunded once all of it is (docs/product.md#after-sales), the shopper's mail and the audit
 * line.
 */
async function recordRefunded(tx: Database, before: OrderRow, refund: RefundRow, actor: AuditActor) {
  const refundedCents = before.refundedCents + refund.amountCents;
  const [updated] = await tx
    .update(orders)
    .set({ refundedCents, updatedAt: new Date() })
    .where(eq(orders.id, before.id))
    .returning();
  if (!updated) throw new Error('the order was not updated');
  const to = statusAfterRefund(before, refundedCents);
  const where = refund.destination === 'wallet' ? 'the shop wallet' : providerName(refund.provider);
  // a refund no member made (the prescription wait's end) is the shop's own in the history
  const by = refund.staffId === null ? 'system' : 'operator';
  const moved = to === null ? updated : await moveOrder(tx, updated, to, by, `Refunded in full to ${where}`);
  await queueMail(
    tx,
    orderRefundedMail({
      to: before.email,
      firstName: (await firstNameOf(tx, before.userId)) ?? before.address.firstName,
      number: before.number,
      amountCents: refund.amountCents,
      destination: refund.destination as RefundDestination,
      provider: refund.provider,
    }),
  );
  await recordAction(tx, actor, {
    action: 'order.refund',
    objectType: 'order',
    objectId: before.number,
    summary: `Refunded ${usd(refund.amountCents)} to ${where}: ${refund.reason}`,
    before: { status: before.status, refundedCents: before.refundedCents },
    after: {
      status: moved.status,
      refundedCents,
      refund: refund.id,
      destination: refund.destination,
      providerReference: refund.providerReference,
    },
  });
}
