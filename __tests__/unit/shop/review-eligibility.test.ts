import { OrderStatus } from '@/lib/shop/order-status';
import { ANONYMOUS_REVIEW_AUTHOR, orderHasArrived, reviewAuthorName } from '@/lib/shop/review-eligibility';

// docs/product.md#calls /api/review/save: a buyer reviews a product once the order with it has
// arrived. The history is the statuses the order has been in, oldest first, as order_history
// records them.

const { Unpaid, NotShipped, Shipped, PendingReview, Completed, Refunded, Expired } = OrderStatus;

describe('orderHasArrived (who may review, docs/product.md#calls review/save)', () => {
  it.each([
    ['delivered', Completed, [Unpaid, NotShipped, Shipped, Completed], true],
    ['delivered, history not read', Completed, [], true],
    [
      'delivered, then back from a declined request',
      Completed,
      [Unpaid, NotShipped, Shipped, Completed, PendingReview, Completed],
      true,
    ],
    [
      'delivered, then a return requested',
      PendingReview,
      [Unpaid, NotShipped, Shipped, Completed, PendingReview],
      true,
    ],
    [
      'delivered, then refunded',
      Refunded,
      [Unpaid, NotShipped, Shipped, Completed, PendingReview, Refunded],
      true,
    ],
    ['unpaid', Unpaid, [Unpaid], false],
    ['paid, not shipped', NotShipped, [Unpaid, NotShipped], false],
    ['shipped, on its way', Shipped, [Unpaid, NotShipped, Shipped], false],
    ['expired unpaid', Expired, [Unpaid, Expired], false],
    [
      'a return requested before delivery',
      PendingReview,
      [Unpaid, NotShipped, Shipped, PendingReview],
      false,
    ],
    ['refunded before it was shipped', Refunded, [Unpaid, NotShipped, PendingReview, Refunded], false],
    ['refunded in transit', Refunded, [Unpaid, NotShipped, Shipped, PendingReview, Refunded], false],
    ['a status outside the seven', 9, [Completed], false],
  ] as const)('%s (status %i) → %p', (_case, status, history, arrived) => {
    expect(orderHasArrived(status, history)).toBe(arrived);
  });
});

describe('reviewAuthorName ("First L." as reviews show it)', () => {
  it.each([
    ['Maria', 'Kowalski', 'Maria K.'],
    ['  Maria ', ' kowalski', 'Maria K.'],
    ['Anne  Marie', 'Ódor', 'Anne Marie Ó.'],
    ['Maria', '', 'Maria'],
    ['', 'Kowalski', 'Oculo shopper'],
    ['   ', '   ', ANONYMOUS_REVIEW_AUTHOR],
  ])('%p %p → %p', (first, last, shown) => {
    expect(reviewAuthorName(first, last)).toBe(shown);
  });
});
