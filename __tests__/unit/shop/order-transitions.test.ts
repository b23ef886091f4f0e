import { OrderStatus, ORDER_STATUS_NAMES } from '@/lib/shop/order-status';
import { canHideOrder, canMoveOrder, FINAL_STATUSES } from '@/lib/shop/order-transitions';

// docs/product.md#order-states: 0 Unpaid → 1 Not Shipped on a verified payment, or → 6 Expired
// after the payment window; 1 → 2 Shipped; 2 → 4 Completed; 2 or 4 → 3 Pending Review; 3 → 5
// Refunded or back to its previous status (which one is checked with the request, not here);
// docs/operating.md#order-work: 1, 2 or 4 → 5 when an operator refunds the whole order.

const { Unpaid, NotShipped, Shipped, PendingReview, Completed, Refunded, Expired } = OrderStatus;
const STATUSES = [Unpaid, NotShipped, Shipped, PendingReview, Completed, Refunded, Expired];

/** The moves docs/product.md#order-states lists, written out; everything else is refused. */
const DOCUMENTED_MOVES: readonly (readonly [number, number])[] = [
  [Unpaid, NotShipped],
  [Unpaid, Expired],
  [NotShipped, Shipped],
  [Shipped, Completed],
  // a request opens once the order has shipped (docs/product.md#returns-after-shipping)
  [Shipped, PendingReview],
  [Completed, PendingReview],
  [PendingReview, Refunded],
  // "or back to its previous status": the statuses a review can start from
  [PendingReview, NotShipped],
  [PendingReview, Shipped],
  [PendingReview, Completed],
  // docs/operating.md#order-work "a fully refunded order is 5": an operator's refund of the whole
  // paid order
  [NotShipped, Refunded],
  [Shipped, Refunded],
  [Completed, Refunded],
];

const allowed = (from: number, to: number) => DOCUMENTED_MOVES.some(([a, b]) => a === from && b === to);
const ALL_PAIRS = STATUSES.flatMap((from) =>
  STATUSES.map(
    (to) => [ORDER_STATUS_NAMES[from], from, ORDER_STATUS_NAMES[to], to, allowed(from, to)] as const,
  ),
);

describe('docs/product.md#order-states: status transitions, every pair of the 7 statuses', () => {
  it('checks all 49 pairs, 13 of them moves', () => {
    expect(ALL_PAIRS).toHaveLength(49);
    expect(ALL_PAIRS.filter((pair) => pair[4])).toHaveLength(13);
  });

  it.each(ALL_PAIRS)('%s (%i) → %s (%i): %p', (_fromName, from, _toName, to, expected) => {
    expect(canMoveOrder(from, to)).toBe(expected);
  });

  it.each(STATUSES)('no status moves to itself (%i)', (status) => {
    expect(canMoveOrder(status, status)).toBe(false);
  });

  it.each([Refunded, Expired])('nothing follows %i', (status) => {
    expect(STATUSES.some((to) => canMoveOrder(status, to))).toBe(false);
  });

  it.each([
    [7, NotShipped],
    [-1, Unpaid],
    [Unpaid, 7],
    [1.5, Shipped],
    [Number.NaN, NotShipped],
  ])('refuses codes that are not statuses (%p → %p)', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
  });
});

describe('canHideOrder: the order list hides unpaid and finished orders only', () => {
  it.each([
    [Unpaid, true],
    [NotShipped, false],
    [Shipped, false],
    [PendingReview, false],
    [Completed, true],
    [Refunded, true],
    [Expired, true],
    [7, false],
    [-1, false],
  ])('status %i: %p', (status, expected) => {
    expect(canHideOrder(status)).toBe(expected);
  });

  it('the final statuses are Completed, Refunded and Expired', () => {
    expect([...FINAL_STATUSES].sort()).toEqual([Completed, Refunded, Expired].sort());
  });
});
