import { OrderStatus, orderStatusName } from './order-status';
import { addBusinessDays } from './shipping-delivery';

// The lab's steps between paid and shipped (docs/operating.md#lab-stages, the shopper's side:
// docs/product.md#order-timeline). The order's status stays 1 Not Shipped all along; the stage
// says where the glasses are. An order with prescription lenses goes through every stage; an order
// without (frames alone, sunglasses without a prescription, accessories) skips the lens stages and
// only has its quality check and "ready to ship". Stages move forward one at a time, never back.

export const LAB_STAGES = [
  'prescription_confirmed',
  'in_production',
  'fitted',
  'quality_checked',
  'ready',
] as const;
export type LabStage = (typeof LAB_STAGES)[number];

export const LAB_STAGE_NAMES: Readonly<Record<LabStage, string>> = {
  prescription_confirmed: 'Prescription confirmed',
  in_production: 'Lenses in production',
  fitted: 'Lenses fitted',
  quality_checked: 'Quality check passed',
  ready: 'Ready to ship',
};

/** The stages an order without prescription lenses goes through. */
const WITHOUT_LENSES: readonly LabStage[] = ['quality_checked', 'ready'];

export function isLabStage(value: unknown): value is LabStage {
  return typeof value === 'string' && (LAB_STAGES as readonly string[]).includes(value);
}

/** The stages of an order, in their order. */
export function labStagesOf(hasPrescription: boolean): readonly LabStage[] {
  return hasPrescription ? LAB_STAGES : WITHOUT_LENSES;
}

/** What the stage rules read of an order. */
export interface LabFacts {
  status: number;
  hasPrescription: boolean;
  /** The stage reached (labStageOf), or null before the first. */
  stage: LabStage | null;
  /** The shopper has not sent the prescription yet (docs/product.md#prescription-later): no stage moves. */
  awaitingPrescription?: boolean;
}

/**
 * The stage an order has reached: the one the lab last moved it to, else "prescription confirmed"
 * once the shop's prescription check is stored as confirmed (the check is that stage: it is not
 * moved a second time), else none.
 */
export function labStageOf(order: {
  labStage: string | null;
  hasPrescription: boolean;
  prescriptionCheck: string | null;
}): LabStage | null {
  if (isLabStage(order.labStage)) return order.labStage;
  return order.hasPrescription && order.prescriptionCheck === 'confirmed' ? 'prescription_confirmed' : null;
}

/** The stage that comes next, or null when the order is ready (or has no stages now). */
export function nextLabStage(order: LabFacts): LabStage | null {
  if (order.status !== OrderStatus.NotShipped) return null;
  const stages = labStagesOf(order.hasPrescription);
  const at = order.stage === null ? -1 : stages.indexOf(order.stage);
  return stages[at + 1] ?? null;
}

const quoted = (stage: LabStage) => `“${LAB_STAGE_NAMES[stage]}”`;

/**
 * Whether the lab may move the order to `to` now: null when it may, else the message of a code-0
 * refusal. Forward one stage at a time; "prescription confirmed" is reached by the prescription
 * check itself.
 */
export function labMoveRefusal(order: LabFacts, to: LabStage): string | null {
  if (order.status !== OrderStatus.NotShipped)
    return `Only a paid order that has not shipped goes through the lab; this order is ${orderStatusName(order.status) || `status ${order.status}`}.`;
  if (order.awaitingPrescription)
    return 'The lab starts once the shopper has sent the prescription and it is confirmed.';
  const stages = labStagesOf(order.hasPrescription);
  if (!stages.includes(to))
    return `This order has no prescription lenses: it skips ${quoted(to)} and goes through ${stages.map(quoted).join(' and ')} only.`;
  if (to === 'prescription_confirmed')
    return 'The prescription is confirmed by checking it (Check prescription), not by a lab move.';
  const at = order.stage === null ? -1 : stages.indexOf(order.stage);
  const wanted = stages.indexOf(to);
  if (wanted === at) return `This order is already at ${quoted(to)}.`;
  if (wanted < at)
    return `This order is at ${quoted(stages[at] ?? to)}: stages only move forward, never back to ${quoted(to)}.`;
  const next = stages[at + 1] ?? to;
  if (next === 'prescription_confirmed')
    return `Confirm the prescription first: the lenses are made once it is confirmed, before ${quoted(to)}.`;
  if (wanted > at + 1) return `${quoted(next)} comes first: stages move one at a time, none is skipped.`;
  return null;
}

/**
 * Whether the lab's steps let the order ship: an order with prescription lenses ships once it is
 * "ready to ship"; an order without them may ship at any stage (its stages are a help, not a gate).
 */
export function labShipRefusal(order: LabFacts): string | null {
  if (!order.hasPrescription || order.stage === 'ready') return null;
  const at = order.stage ? `It is at ${quoted(order.stage)}.` : 'Its lenses are not made yet.';
  return `An order with prescription lenses ships once the lab has it “Ready to ship”. ${at}`;
}

/**
 * Business days each stage takes to reach from the one before (docs/product.md#order-timeline), and
 * from "ready to ship" to the parcel leaving. Together 9 for glasses (the 7–10 the shop promises,
 * lib/shop/shipping-delivery.ts) and 2 without lenses (1–2).
 */
export const LAB_STAGE_DAYS: Readonly<Record<LabStage, number>> = {
  prescription_confirmed: 1,
  in_production: 1,
  fitted: 4,
  quality_checked: 1,
  ready: 1,
};
const WITHOUT_LENSES_DAYS: Readonly<Partial<Record<LabStage, number>>> = { quality_checked: 1, ready: 0 };
export const SHIPPING_DAYS_AFTER_READY = 1;

const daysTo = (stage: LabStage, hasPrescription: boolean) =>
  hasPrescription ? LAB_STAGE_DAYS[stage] : (WITHOUT_LENSES_DAYS[stage] ?? 0);

/**
 * The day the order should ship (docs/product.md#order-timeline): from when it reached its stage (or
 * was paid), the business days of the stages still to come and of shipping. A lab that runs late
 * never shows a day gone by: the estimate is then counted from now, with the step under way taken
 * to end today. null for an order that is not waiting in the lab (unpaid, shipped, refunded…).
 */
export function estimatedShipDate(order: LabFacts & { since: Date }, now: Date): Date | null {
  if (order.status !== OrderStatus.NotShipped) return null;
  const stages = labStagesOf(order.hasPrescription);
  const at = order.stage === null ? -1 : stages.indexOf(order.stage);
  const ahead = stages.slice(at + 1).map((stage) => daysTo(stage, order.hasPrescription));
  const remaining = ahead.reduce((sum, days) => sum + days, 0) + SHIPPING_DAYS_AFTER_READY;
  const planned = addBusinessDays(order.since, remaining);
  const fromNow = addBusinessDays(now, remaining - (ahead[0] ?? 0));
  return planned > fromNow ? planned : fromNow;
}

/** The day as YYYY-MM-DD (UTC), as the answers carry it. */
export function isoDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}
