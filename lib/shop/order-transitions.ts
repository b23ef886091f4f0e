import { OrderStatus } from './order-status';

// The order's life (docs/product.md#order-states): which status may follow which, and who may move
// it. Every move the server makes is checked here and recorded in the order's history.

export type OrderActor = 'shopper' | 'payment' | 'system' | 'operator';

const { Unpaid, NotShipped, Shipped, PendingReview, Completed, Refunded, Expired } = OrderStatus;

/**
 * from → the statuses it may go to. 3 goes back to the status it came from (checked separately);
 * a request opens once the order has shipped (docs/product.md#returns-after-shipping), and 3 → 1
 * stays for requests opened before that rule.
 * 1, 2 and 4 → 5: an operator's refund of the whole order (a fully refunded order is
 * 5), without an after-sales request.
 */
const NEXT: Readonly<Record<number, readonly number[]>> = {
  [Unpaid]: [NotShipped, Expired],
  [NotShipped]: [Shipped, Refunded],
  [Shipped]: [Completed, PendingReview, Refunded],
  [Completed]: [PendingReview, Refunded],
  [PendingReview]: [Refunded, NotShipped, Shipped, Completed],
  [Refunded]: [],
  [Expired]: [],
};

/** Whether `from → to` is a move of the order's life. */
export function canMoveOrder(from: number, to: number): boolean {
  return NEXT[from]?.includes(to) ?? false;
}

/** Statuses nothing follows: the list may hide them (with Unpaid, which hiding cancels). */
export const FINAL_STATUSES: readonly number[] = [Completed, Refunded, Expired];

export function canHideOrder(status: number): boolean {
  return status === Unpaid || FINAL_STATUSES.includes(status);
}

/** How long an unpaid order holds its stock before it expires (status 6). */
export const ORDER_PAYMENT_MINUTES = 60;
