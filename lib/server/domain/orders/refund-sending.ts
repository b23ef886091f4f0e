import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { CallError, RefusedError, UnavailableError } from '@/lib/contract/errors';
import type { RefundDestination } from '@/lib/shop/after-sales';
import { formatPrice } from '@/lib/shop/currency';
import { statusAfterRefund } from '@/lib/shop/order-operator-rules';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { OrderStatus } from '@/lib/shop/order-status';
import { finishCancel } from './cancel-finish';
import { orderRefundedMail } from './order-mails';
import { refundPayment } from '@/lib/server/domain/payments';
import { logger } from '../../platform/logger';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';
import { restockRefunded } from './refund-facts';
import { orderRefunds, orders } from './tables';

// Sending a refund to its provider and settling the answer (docs/operating.md#order-work): the
// provider's call outside any transaction, a refund it never answered sent again with the same key,
// the answer recorded once with the order locked, and what a refund made changes (the order's
// total refunded, its status, the shopper's mail, the audit line).

export type RefundRow = typeof orderRefunds.$inferSelect;

/** A refund the provider has not answered for this long is sent again (same key) by the next refund. */
const RESEND_AFTER_MS = 60_000;

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  stripe: 'Stripe',
  demo: 'The demo provider',
};
export const providerName = (provider: string | null) =>
  PROVIDER_NAMES[provider ?? ''] ?? 'The payment provider';
export const usd = (cents: number) => formatPrice(cents, 'USD');

/**
 * Refunds sent earlier that their provider never answered (it was away, or the server stopped):
 * sent again with the same key, so the provider answers the first refund rather than paying
 * twice. The operator is then told what happened before refunding anything more.
 */
export async function resendStaleRefunds(db: Database, order: OrderRow, actor: AuditActor): Promise<void> {
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

/**
 * Sends a pending refund to its provider and records the answer. Refused by the provider: 'failed',
 * the amount released, and the provider's words to the operator. No answer: it stays pending and
 * reserved (the provider may have refunded), answered 503; the next refund sends it again.
 */
export async function sendRefund(db: Database, row: RefundRow, actor: AuditActor): Promise<RefundRow> {
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
      // a cancel waiting for this refund does not happen: the order stays as it was
      .set({
        refundedCents: sql`${orders.refundedCents} - ${row.amountCents}`,
        cancelRequestedAt: null,
        updatedAt: new Date(),
      })
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
export async function recordRefunded(tx: Database, before: OrderRow, refund: RefundRow, actor: AuditActor) {
  const refundedCents = before.refundedCents + refund.amountCents;
  const [updated] = await tx
    .update(orders)
    .set({ refundedCents, updatedAt: new Date() })
    .where(eq(orders.id, before.id))
    .returning();
  if (!updated) throw new Error('the order was not updated');
  // a refund by line with the stock back puts it back now it is made (docs/operating.md#refund-by-line)
  await restockRefunded(tx, refund.breakdown);
  const to = statusAfterRefund(before, refundedCents);
  const where = refund.destination === 'wallet' ? 'the shop wallet' : providerName(refund.provider);
  // a refund no member made (the prescription wait's end) is the shop's own in the history
  const by = refund.staffId === null ? 'system' : 'operator';
  const moved = to === null ? updated : await moveOrder(tx, updated, to, by, `Refunded in full to ${where}`);
  const made = {
    amountCents: refund.amountCents,
    destination: refund.destination as RefundDestination,
    provider: refund.provider,
  };
  // the refund of a paid order's cancel ends the cancel, with one mail saying both
  // (docs/operating.md#cancel-paid)
  if (updated.cancelRequestedAt !== null && moved.status === OrderStatus.Refunded)
    await finishCancel(tx, moved, made);
  else
    await queueMail(
      tx,
      orderRefundedMail({
        to: before.email,
        firstName: (await firstNameOf(tx, before.userId)) ?? before.address.firstName,
        number: before.number,
        ...made,
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
