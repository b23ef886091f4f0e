import { eq } from 'drizzle-orm';
import type { LabMoveResult, OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { LAB_STAGE_NAMES, labMoveRefusal, type LabStage } from '@/lib/shop/lab-stages';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { labMovesOf, shopperTimelineOf } from './lab-timeline';
import { factsOf, linesOf, operatorOrderOf, orderByNumber } from './operator-order-info';
import { orderInProductionMail } from './order-mails';
import { lockOrder, type OrderRow } from './order-moves';
import { orderLabMoves, orders } from './tables';

// The lab moves an order through its stages (docs/operating.md#lab-stages): one order, or a
// selection at once. Each order is moved in its own transaction with the order locked: the rule is
// checked on the locked row, and the stage, its move with time and member, the shopper's mail (at
// "in production") and the audit line are kept together or not at all. In a selection one order's
// refusal leaves the others moved.

type Moved = { moved: true } | { moved: false; reason: string };

/** Moves the locked order to `stage`, or answers why not. */
async function moveOne(tx: Database, order: OrderRow, stage: LabStage, actor: AuditActor): Promise<Moved> {
  const lines = await linesOf(tx, order.id);
  const facts = factsOf(order, lines);
  const refused = labMoveRefusal(
    {
      status: facts.status,
      hasPrescription: facts.hasPrescription,
      stage: facts.labStage,
      awaitingPrescription: facts.awaitingPrescription ?? false,
    },
    stage,
  );
  if (refused) return { moved: false, reason: refused };
  const now = new Date();
  const [moved] = await tx
    .update(orders)
    .set({ labStage: stage, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new Error('the order was not updated');
  await tx.insert(orderLabMoves).values({
    orderId: order.id,
    stage,
    staffId: actor.staffId,
    byName: actor.email,
    at: now,
  });
  if (stage === 'in_production') {
    const timeline = shopperTimelineOf(moved, facts.hasPrescription, await labMovesOf(tx, order.id), now);
    await queueMail(
      tx,
      orderInProductionMail({
        to: moved.email,
        firstName: (await firstNameOf(tx, moved.userId)) ?? moved.address.firstName,
        number: moved.number,
        estimatedShipDate: timeline?.estimatedShipDate ?? null,
      }),
    );
  }
  await recordAction(tx, actor, {
    action: 'order.lab-stage',
    objectType: 'order',
    objectId: order.number,
    summary: `Lab: ${LAB_STAGE_NAMES[stage]}`,
    before: { labStage: facts.labStage },
    after: { labStage: stage },
  });
  return { moved: true };
}

async function moveByNumber(number: string, stage: LabStage, actor: AuditActor): Promise<Moved | null> {
  const db = await database();
  const [found] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
  if (!found) return null;
  return db.transaction(async (tx) => moveOne(tx, await lockOrder(tx, found.id), stage, actor));
}

/** POST /api/admin/orders/labStage: one order to its next stage; code 0 says why not. */
export async function moveOrderLabStage(
  input: { number: string; stage: LabStage },
  actor: AuditActor,
): Promise<OperatorOrder> {
  const result = await moveByNumber(input.number, input.stage, actor);
  if (result === null) throw new NotFoundError('This order');
  if (!result.moved) throw new RefusedError(result.reason);
  deliverMailsSoon();
  const db = await database();
  return operatorOrderOf(db, await orderByNumber(db, input.number));
}

/** POST /api/admin/orders/labStages: a selection to a stage, each moved or refused with its reason. */
export async function moveOrdersLabStage(
  input: { numbers: readonly string[]; stage: LabStage },
  actor: AuditActor,
): Promise<LabMoveResult> {
  const answer: LabMoveResult = { stage: input.stage, moved: [], refused: [] };
  for (const number of new Set(input.numbers)) {
    const result = await moveByNumber(number, input.stage, actor);
    if (result === null) answer.refused.push({ number, reason: 'There is no order with this number.' });
    else if (result.moved) answer.moved.push(number);
    else answer.refused.push({ number, reason: result.reason });
  }
  if (answer.moved.length > 0) deliverMailsSoon();
  return answer;
}
