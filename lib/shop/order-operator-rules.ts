import type { RefundDestination } from './after-sales';
import { formatPrice } from './currency';
import { labShipRefusal, type LabStage } from './lab-stages';
import { OrderStatus, orderStatusName } from './order-status';
import { canMoveOrder } from './order-transitions';

// What an operator may do with an order (docs/product.md#order-states,
// docs/operating.md#order-work), and the words they read when the order's state does not allow it.
// Each rule answers null when the action may go ahead, or the message of a code-0 refusal.

/** The shop's check of the prescription before the lab makes the lenses. */
export const PRESCRIPTION_CHECKS = ['confirmed', 'question'] as const;
export type PrescriptionCheck = (typeof PRESCRIPTION_CHECKS)[number];

/** What the rules read of an order. Money is US cents. */
export interface OrderFacts {
  status: number;
  totalCents: number;
  refundedCents: number;
  /** A line's lenses are made to a prescription (typed values or a photo). */
  hasPrescription: boolean;
  prescriptionCheck: PrescriptionCheck | null;
  /** Where the lab is with it (labStageOf in lab-stages.ts), or null before its first stage. */
  labStage: LabStage | null;
  /** The provider that took the money, or null (never paid, or paid with nothing to charge). */
  paymentProvider: string | null;
  /** Paid without its prescription, which the shopper has not sent yet (docs/product.md#prescription-later). */
  awaitingPrescription?: boolean;
  /** An operator cancelled the paid order and its refund is on its way (docs/operating.md#cancel-paid). */
  cancelRequested?: boolean;
}

/** The words of every move the wait holds back (docs/operating.md#prescription-wait). */
export const AWAITING_PRESCRIPTION =
  'This order is waiting for the shopper’s prescription: it is checked, made and shipped once the shopper sends it.';

const { Unpaid, NotShipped, Shipped, PendingReview, Completed, Refunded, Expired } = OrderStatus;

const usd = (cents: number) => formatPrice(cents, 'USD');
const named = (status: number) => orderStatusName(status) || `status ${status}`;

/** Confirm the prescription or ask the shopper about it: a paid order that has not shipped. */
export function prescriptionCheckRefusal(order: OrderFacts): string | null {
  if (order.awaitingPrescription && order.status === NotShipped) return AWAITING_PRESCRIPTION;
  if (!order.hasPrescription) return 'This order has no prescription lenses to check.';
  if (order.status === Unpaid) return 'This order is not paid yet: check its prescription once it is paid.';
  if (order.status !== NotShipped)
    return `The prescription is checked before the order ships; this order is ${named(order.status)}.`;
  return null;
}

/**
 * 1 → 2 Shipped; prescription lenses only once their prescription is confirmed and the lab has
 * them ready to ship (docs/operating.md#lab-stages); never an order whose whole amount is being
 * refunded.
 */
export function shipRefusal(order: OrderFacts): string | null {
  if (order.status === Unpaid) return 'This order is not paid yet, so it cannot ship.';
  if (order.status === Shipped) return 'This order has already shipped.';
  // 3 → 2 is the way back from a declined request, not shipping
  if (order.status !== NotShipped || !canMoveOrder(order.status, Shipped))
    return `This order is ${named(order.status)}: only a paid order that has not shipped can ship.`;
  // a refund of all of it still waiting for its provider holds the whole amount (status 1 until
  // it is answered): shipping now would send the glasses and the money back
  if (order.totalCents > 0 && order.refundedCents >= order.totalCents)
    return 'All of this order’s money is refunded or being refunded, so it does not ship.';
  if (order.awaitingPrescription) return AWAITING_PRESCRIPTION;
  if (order.hasPrescription && order.prescriptionCheck === 'question')
    return 'The shopper has not answered the question about their prescription: confirm the prescription before the order ships.';
  if (order.hasPrescription && order.prescriptionCheck !== 'confirmed')
    return 'Check the prescription first: an order with prescription lenses ships once its prescription is confirmed.';
  return labShipRefusal({
    status: order.status,
    hasPrescription: order.hasPrescription,
    stage: order.labStage,
  });
}

/** 2 → 4 Completed when the parcel is delivered. */
export function deliverRefusal(order: OrderFacts): string | null {
  if (order.status === Completed) return 'This order is already marked delivered.';
  if (order.status === NotShipped)
    return 'This order has not shipped yet: ship it before marking it delivered.';
  // 3 → 4 is the way back from a declined request, not a delivery
  if (order.status !== Shipped || !canMoveOrder(order.status, Completed))
    return `This order is ${named(order.status)}: only a shipped order can be marked delivered.`;
  return null;
}

/**
 * 0 → 6 an unpaid order; a paid order that has not shipped is cancelled with a refund of what is
 * left (1 → 5, docs/operating.md#cancel-paid). Once the parcel left, the goods come back through a
 * return or the money through a refund, not a cancel.
 */
export function cancelRefusal(order: OrderFacts): string | null {
  if (order.status === Expired) return 'This order is already cancelled.';
  if (order.status === Unpaid) return null;
  if (order.status === Refunded)
    return order.cancelRequested
      ? 'This order is already cancelled and refunded.'
      : 'This order is already refunded in full.';
  if (order.cancelRequested)
    return 'This order is already being cancelled: its refund is on its way to the shopper.';
  if (order.status !== NotShipped)
    return `This order has already shipped (it is ${named(order.status)}), so it cannot be cancelled: refund it, or the shopper returns it.`;
  // a refund of all of it waiting for its provider: the order becomes 5 once it is answered
  if (order.totalCents > 0 && order.refundedCents >= order.totalCents)
    return 'All of this order’s money is already being refunded: wait for that refund’s answer.';
  return null;
}

/** The shipping address changes before the parcel leaves, and stays in the country the shipping was paid for. */
export function addressEditRefusal(
  order: OrderFacts,
  countries: { from: string; to: string },
): string | null {
  if (order.status === Expired || order.status === Refunded)
    return `This order is ${named(order.status)}: there is nothing left to ship.`;
  if (order.cancelRequested) return 'This order is being cancelled: there is nothing left to ship.';
  if (order.status !== Unpaid && order.status !== NotShipped)
    return `This order has already shipped (it is ${named(order.status)}), so its address can no longer change.`;
  if (countries.from.toUpperCase() !== countries.to.toUpperCase())
    return 'The shipping was paid for another country: the new address must be in the same country.';
  return null;
}

/** The statuses of a paid order whose money may be given back. */
const REFUNDABLE: readonly number[] = [NotShipped, Shipped, PendingReview, Completed];

/** What is left to refund: the total less what was refunded (or is being refunded). */
export function refundableCents(order: Pick<OrderFacts, 'totalCents' | 'refundedCents'>): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

/** A refund of `amountCents` (a whole positive number) to the payment or the shop wallet. */
export function refundRefusal(
  order: OrderFacts,
  amountCents: number,
  destination: RefundDestination,
): string | null {
  if (order.status === Unpaid)
    return 'This order is not paid, so there is nothing to refund. Cancel it instead.';
  if (order.status === Expired) return 'This order ended unpaid; there is nothing to refund.';
  if (order.status === Refunded) return 'This order is already refunded in full.';
  if (!REFUNDABLE.includes(order.status))
    return `An order that is ${named(order.status)} cannot be refunded.`;
  const left = refundableCents(order);
  if (left === 0) return 'This order is already refunded in full.';
  if (amountCents > left)
    return `Only ${usd(left)} is left to refund on this order (${usd(order.totalCents)} paid, ${usd(order.refundedCents)} refunded).`;
  if (destination === 'original' && order.paymentProvider === null)
    return 'This order was not paid through a payment provider: refund it to the shop wallet.';
  return null;
}

/**
 * The status a refund moves the order to: 5 Refunded once everything is refunded (a
 * fully refunded order is 5), from 1, 2 or 4; an order in review (3) reaches 5 only through the
 * answer to its after-sales request, which closes the request too. null: the status stays.
 */
export function statusAfterRefund(order: Pick<OrderFacts, 'status' | 'totalCents'>, refundedCents: number) {
  if (refundedCents < order.totalCents || order.status === PendingReview) return null;
  return canMoveOrder(order.status, Refunded) ? Refunded : null;
}
