import { eq } from 'drizzle-orm';
import { RefusedError } from '@/lib/contract/errors';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { OrderStatus } from '@/lib/shop/order-status';
import type { CartLens } from '@/lib/server/domain/cart';
import { lensUseAddition } from '@/lib/server/domain/lens-flow';
import { extendedDueAt, extensionRefusal } from '@/lib/shop/prescription-wait';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import type { Database } from '@/lib/server/platform/db';
import { operatorAction } from './operator-moves';
import { orderHistory, orderLines, orders } from './tables';

// An order paid without its prescription (docs/product.md#prescription-later): it waits, still
// 1 Not Shipped, until the shopper sends it or the wait ends; an operator may extend the wait
// (docs/operating.md#prescription-wait). The reminders and the end are the jobs' (prescription-wait-jobs.ts).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a line's lens record says its prescription is to be sent after ordering. */
export function isLaterLine(lensRecord: unknown): boolean {
  return (
    isRecord(lensRecord) && isRecord(lensRecord.prescription) && lensRecord.prescription.source === 'later'
  );
}

/** Whether the order has a line whose prescription is to be sent after ordering (read when it is paid). */
export async function hasLaterPrescription(tx: Pick<Database, 'select'>, orderId: number): Promise<boolean> {
  const lines = await tx
    .select({ lensRecord: orderLines.lensRecord })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.some((line) => isLaterLine(line.lensRecord));
}

/** What the waiting lines' lens use asks of ADD, for the page that sends the prescription; null when it waits for nothing. */
export async function waitingAddition(
  order: { prescriptionDueAt: Date | null },
  lines: readonly { lensRecord: unknown }[],
): Promise<'required' | 'refused' | null> {
  if (order.prescriptionDueAt === null) return null;
  const waiting = lines.find((line) => isLaterLine(line.lensRecord));
  return waiting ? lensUseAddition((waiting.lensRecord as CartLens).lensUse.code) : 'refused';
}

/** A line of the order's history that is not a move: the status stays, the note says what happened. */
export async function noteInHistory(
  tx: Database,
  order: { id: number; status: number },
  actor: 'shopper' | 'system' | 'operator',
  note: string,
): Promise<void> {
  await tx
    .insert(orderHistory)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, actor, note });
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "March 15, 2026": the wait's end as mails and notes say it. */
export const dueDayText = (at: Date) => DAY.format(at);

export const NOT_WAITING = 'This order is not waiting for a prescription.';

/**
 * POST /api/admin/orders/extendPrescriptionWait: the wait ends `days` later (from now when it had
 * ended and the job has not yet cancelled the order); audited and kept in the order's history.
 */
export async function extendPrescriptionWait(
  input: { number: string; days: number },
  actor: AuditActor,
): Promise<OperatorOrder> {
  const refused = extensionRefusal(input.days);
  if (refused) throw new RefusedError(refused);
  const { order } = await operatorAction(
    input.number,
    (facts) => (facts.awaitingPrescription && facts.status === OrderStatus.NotShipped ? null : NOT_WAITING),
    async (tx, locked) => {
      const before = locked.prescriptionDueAt;
      if (!before) throw new RefusedError(NOT_WAITING);
      const dueAt = extendedDueAt(before, input.days, new Date());
      await tx
        .update(orders)
        .set({ prescriptionDueAt: dueAt, updatedAt: new Date() })
        .where(eq(orders.id, locked.id));
      await noteInHistory(
        tx,
        locked,
        'operator',
        `The wait for the prescription was extended by ${input.days} day${input.days === 1 ? '' : 's'}, to ${dueDayText(dueAt)}`,
      );
      await recordAction(tx, actor, {
        action: 'order.extend-prescription-wait',
        objectType: 'order',
        objectId: locked.number,
        summary: `Extended the wait for the prescription by ${input.days} days, to ${dueDayText(dueAt)}`,
        before: { prescriptionDueAt: before.toISOString() },
        after: { prescriptionDueAt: dueAt.toISOString() },
      });
    },
  );
  return order;
}
