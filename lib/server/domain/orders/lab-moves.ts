import { eq } from 'drizzle-orm';
import type { LabMoveResult, OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { InvalidInputError, NotFoundError, RefusedError } from '@/lib/contract/errors';
import { LAB_STAGE_NAMES, labMoveRefusal, type LabStage } from '@/lib/shop/lab-stages';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { labMovesOf, shopperTimelineOf } from './lab-timeline';
import { factsOf, linesOf, operatorOrderOf, orderByNumber } from './operator-order-info';
import { orderInProductionMail } from './order-mails';
import { lockOrder, lockOrdersByNumber, type OrderRow } from './order-moves';
import { orderLabMoves, orders } from './tables';

// The lab moves an order through its stages (docs/operating.md#lab-stages): one order, or a
// selection at once. Each order is moved in its own transaction with the order locked: the rule is
// checked on the locked row, and the stage, its move with time and member, the shopper's mail (at
// "in production") and the audit line are kept together or not at all. In a selection of
// /labStages one order's refusal leaves the others moved; /labStageMany moves all or none
// (docs/operating.md#bulk-work).

type Moved = { moved: true } | { moved: false; reason: string };
type Checked = { refused: string; facts?: never } | { refused: null; facts: ReturnType<typeof factsOf> };

/** Whether the locked order may move to `stage`: its facts, or why not. */
async function checkMove(tx: Database, order: OrderRow, stage: LabStage): Promise<Checked> {
  const facts = factsOf(order, await linesOf(tx, order.id));
  const refused = labMoveRefusal(
    {
      status: facts.status,
      hasPrescription: facts.hasPrescription,
      stage: facts.labStage,
      awaitingPrescription: facts.awaitingPrescription ?? false,
    },
    stage,
  );
  return refused ? { refused } : { refused: null, facts };
}

/** Moves the locked order to `stage`, or answers why not. */
async function moveOne(tx: Database, order: OrderRow, stage: LabStage, actor: AuditActor): Promise<Moved> {
  const checked = await checkMove(tx, order, stage);
  if (checked.refused !== null) return { moved: false, reason: checked.refused };
  await writeMove(tx, order, checked.facts, stage, actor);
  return { moved: true };
}

/** The stage, its move, the mail at "in production" and the audit line of an allowed move. */
async function writeMove(
  tx: Database,
  order: OrderRow,
  facts: ReturnType<typeof factsOf>,
  stage: LabStage,
  actor: AuditActor,
): Promise<void> {
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

/**
 * POST /api/admin/orders/labStageMany: every order of the selection to `stage` in one transaction,
 * or none of them: 422 names each order that cannot make the move (an unknown number too) and why.
 */
export async function moveOrdersLabStageTogether(
  input: { numbers: readonly string[]; stage: LabStage },
  actor: AuditActor,
): Promise<LabMoveResult> {
  const numbers = [...new Set(input.numbers)];
  const db = await database();
  await db.transaction(async (tx) => {
    const locked = await lockOrdersByNumber(tx, numbers);
    // one at a time: a transaction's statements take turns on its connection
    const checked: { number: string; order: OrderRow | undefined; checked: Checked | null }[] = [];
    for (const number of numbers) {
      const order = locked.get(number);
      checked.push({ number, order, checked: order ? await checkMove(tx, order, input.stage) : null });
    }
    const refused: Record<string, string> = {};
    for (const { number, checked: check } of checked)
      if (!check) refused[number] = 'There is no order with this number.';
      else if (check.refused !== null) refused[number] = check.refused;
    const count = Object.keys(refused).length;
    if (count > 0)
      throw new InvalidInputError(
        refused,
        `${count} of the ${numbers.length} orders cannot move to “${LAB_STAGE_NAMES[input.stage]}”, so none was moved.`,
      );
    for (const { order, checked: check } of checked)
      if (order && check?.refused === null) await writeMove(tx, order, check.facts, input.stage, actor);
  });
  deliverMailsSoon();
  return { stage: input.stage, moved: numbers, refused: [] };
}
