import { asc, eq } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import type { OrderTimeline } from '@/lib/contract/calls/order';
import {
  estimatedShipDate,
  isoDayOf,
  LAB_STAGE_NAMES,
  labStageOf,
  labStagesOf,
  nextLabStage,
  type LabStage,
} from '@/lib/shop/lab-stages';
import { OrderStatus } from '@/lib/shop/order-status';
import type { Database } from '@/lib/server/platform/db';
import type { OrderRow } from './order-moves';
import { orderLabMoves } from './tables';

// Where the lab is with an order (docs/operating.md#lab-stages), as the console and the shopper's
// order page show it (docs/product.md#order-timeline): each stage with when (and, for the staff,
// who) it was reached, and the estimated ship day. "Prescription confirmed" is read from the
// prescription check as it is stored (prescription_check = 'confirmed', its time and member), not
// moved a second time.

type Reader = Pick<Database, 'select'>;
type LabMoveRow = typeof orderLabMoves.$inferSelect;

export async function labMovesOf(db: Reader, orderId: number): Promise<LabMoveRow[]> {
  return db
    .select()
    .from(orderLabMoves)
    .where(eq(orderLabMoves.orderId, orderId))
    .orderBy(asc(orderLabMoves.at), asc(orderLabMoves.id));
}

interface Reached {
  stage: LabStage;
  at: Date | null;
  by: string | null;
}

/** The stages of the order in their order, each with when and who once reached. */
function reachedStages(
  order: OrderRow,
  hasPrescription: boolean,
  moves: readonly LabMoveRow[],
  checkedBy: string | null,
): Reached[] {
  return labStagesOf(hasPrescription).map((stage) => {
    if (stage === 'prescription_confirmed') {
      const confirmed = order.prescriptionCheck === 'confirmed' || moves.length > 0;
      return confirmed
        ? { stage, at: order.prescriptionCheckedAt, by: checkedBy }
        : { stage, at: null, by: null };
    }
    const move = moves.find((row) => row.stage === stage);
    return { stage, at: move?.at ?? null, by: move?.byName ?? null };
  });
}

function labFactsOf(order: OrderRow, hasPrescription: boolean) {
  const stage = labStageOf({
    labStage: order.labStage,
    hasPrescription,
    prescriptionCheck: order.prescriptionCheck,
  });
  return { status: order.status, hasPrescription, stage };
}

/** The estimated ship day, counted from when the order reached its stage (or was paid). */
function shipDayOf(order: OrderRow, hasPrescription: boolean, reached: readonly Reached[], now: Date) {
  const facts = labFactsOf(order, hasPrescription);
  if (!order.paidAt) return null;
  const since = reached.find((step) => step.stage === facts.stage)?.at ?? order.paidAt;
  const day = estimatedShipDate({ ...facts, since }, now);
  return day && isoDayOf(day);
}

/** The console's view: stage, the next one the lab may move to, who and when, the estimate. */
export function operatorLabOf(
  order: OrderRow,
  hasPrescription: boolean,
  moves: readonly LabMoveRow[],
  checkedBy: string | null,
  now = new Date(),
): OperatorOrder['lab'] {
  const facts = labFactsOf(order, hasPrescription);
  const reached = reachedStages(order, hasPrescription, moves, checkedBy);
  const next = nextLabStage(facts);
  return {
    stage: order.status === OrderStatus.NotShipped ? facts.stage : null,
    // "prescription confirmed" is the check's, not a lab move
    next: next === 'prescription_confirmed' ? null : next,
    stages: reached.map((step) => ({
      stage: step.stage,
      name: LAB_STAGE_NAMES[step.stage],
      at: step.at?.toISOString() ?? null,
      by: step.at ? step.by : null,
    })),
    estimatedShipDate: shipDayOf(order, hasPrescription, reached, now),
  };
}

/** The shopper's view: the stages with their times, and the estimate; null before payment. */
export function shopperTimelineOf(
  order: OrderRow,
  hasPrescription: boolean,
  moves: readonly LabMoveRow[],
  now: Date,
): OrderTimeline | null {
  if (!order.paidAt) return null;
  const reached = reachedStages(order, hasPrescription, moves, null);
  return {
    stages: reached.map((step) => ({
      stage: step.stage,
      name: LAB_STAGE_NAMES[step.stage],
      at: step.at?.toISOString() ?? null,
    })),
    estimatedShipDate: shipDayOf(order, hasPrescription, reached, now),
  };
}
