import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { RefusedError, UnavailableError } from '@/lib/contract/errors';
import { OrderStatus } from '@/lib/shop/order-status';
import { reminderDue } from '@/lib/shop/prescription-wait';
import { firstNameOf } from '@/lib/server/domain/accounts';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { logger } from '../../platform/logger';
import { refundOrder } from './order-refunds';
import { dueDayText, noteInHistory } from './prescription-wait';
import { prescriptionReminderMail, prescriptionWaitEndedMail } from './prescription-wait-mails';
import { orders } from './tables';

// The jobs of the wait for a prescription (docs/product.md#prescription-later), run once per
// cluster by the job queue and safe to run twice at once: every reminder and every end is claimed
// by a conditional update, so one instance wins it and the other changes nothing.

/** Who cancels and refunds an order whose wait ended: the shop's own job. */
const WAIT_JOB: AuditActor = { staffId: null, email: 'the shop (prescription wait)', role: 'system' };

/** Why the order is refunded, as the refund and the audit log keep it. */
export const WAIT_ENDED_REASON = 'The prescription did not arrive in time: the order is cancelled.';

/**
 * The "send-prescription-reminders" job: each waiting order whose reminder day (2, 5, 10 after
 * payment) has come gets that reminder once. Answers how many were sent.
 */
export async function sendPrescriptionReminders(now = new Date()): Promise<number> {
  const db = await database();
  const waiting = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, OrderStatus.NotShipped),
        isNotNull(orders.prescriptionDueAt),
        gt(orders.prescriptionDueAt, now),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const order of waiting) {
    if (!order.paidAt || !order.prescriptionDueAt) continue;
    const dueAt = order.prescriptionDueAt;
    const reminder = reminderDue(
      { paidAt: order.paidAt, dueAt, remindersSent: order.prescriptionReminders },
      now,
    );
    if (reminder === null) continue;
    await db.transaction(async (tx) => {
      // the claim: only the run that raises the count from what it read sends the mail
      const [claimed] = await tx
        .update(orders)
        .set({ prescriptionReminders: reminder })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.prescriptionReminders, order.prescriptionReminders),
            isNotNull(orders.prescriptionDueAt),
          ),
        )
        .returning({ id: orders.id });
      if (!claimed) return;
      await queueMail(
        tx,
        prescriptionReminderMail({
          to: order.email,
          firstName: (await firstNameOf(tx, order.userId)) ?? order.address.firstName,
          number: order.number,
          reminder,
          dueDay: dueDayText(dueAt),
        }),
      );
      sent += 1;
    });
  }
  if (sent > 0) deliverMailsSoon();
  return sent;
}

/**
 * The "end-prescription-waits" job: each order whose wait ended without the prescription is
 * refunded in full through its payment provider (the refund path the console uses: it reserves the
 * amount with the order locked, so a second run finds nothing left to refund), then the wait is
 * claimed as ended, once, with the shopper's mail and a line in the history. Answers how many ended.
 */
export async function endPrescriptionWaits(now = new Date()): Promise<number> {
  const db = await database();
  const ended = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(isNotNull(orders.prescriptionDueAt), lte(orders.prescriptionDueAt, now)))
    .limit(100);
  let count = 0;
  for (const { id, number } of ended) {
    try {
      await refundWhatIsLeft(id, number);
    } catch (error) {
      // refused by the provider: the amount is released and the next run tries again
      logger.error({ err: error, order: number }, 'an order whose prescription wait ended was not refunded');
      continue;
    }
    if (await claimWaitEnded(id, now)) count += 1;
  }
  if (count > 0) deliverMailsSoon();
  return count;
}

/** The full refund of a paid order still holding money; nothing when another run took it first. */
async function refundWhatIsLeft(id: number, number: string): Promise<void> {
  const db = await database();
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order || order.status !== OrderStatus.NotShipped) return;
  const left = order.totalCents - order.refundedCents;
  if (left <= 0) return;
  try {
    await refundOrder(
      {
        number,
        amountCents: left,
        destination: order.paymentProvider ? 'original' : 'wallet',
        reason: WAIT_ENDED_REASON,
      },
      WAIT_JOB,
    );
  } catch (error) {
    // another run reserved it first (refused: nothing left, or its refund still waiting), or the
    // provider did not answer (the refund waits and settle-waiting-refunds sends it again)
    if (error instanceof RefusedError || error instanceof UnavailableError) return;
    throw error;
  }
}

/** The wait ended, claimed once: its mail and history line are written by the run that clears it. */
async function claimWaitEnded(id: number, now: Date): Promise<boolean> {
  const db = await database();
  let claimed = false;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ prescriptionDueAt: null, updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          isNotNull(orders.prescriptionDueAt),
          lte(orders.prescriptionDueAt, now),
          // refunded in full: a refund its provider has not answered yet waits for the settle job,
          // and one it refused is tried again by the next run
          eq(orders.status, OrderStatus.Refunded),
        ),
      )
      .returning();
    if (!order) return;
    claimed = true;
    await noteInHistory(tx, order, 'system', 'Cancelled: the prescription did not arrive in time');
    await queueMail(
      tx,
      prescriptionWaitEndedMail({
        to: order.email,
        firstName: (await firstNameOf(tx, order.userId)) ?? order.address.firstName,
        number: order.number,
        amountCents: order.totalCents,
      }),
    );
  });
  return claimed;
}
