import { AFTER_SALES_FROM, afterSalesDeadline, canRequestAfterSales } from '@/lib/shop/after-sales';
import { OrderStatus } from '@/lib/shop/order-status';
import { canMoveOrder } from '@/lib/shop/order-transitions';

// docs/product.md#returns-after-shipping: 2 or 4 → 3 Pending Review when the shopper opens an
// after-sales request of a shipped order within 30 days (counted from payment).

const DAY_MS = 24 * 60 * 60 * 1000;
const PAID_AT = new Date('2025-06-01T10:00:00Z');
const afterPayment = (ms: number) => new Date(PAID_AT.getTime() + ms);

describe('docs/product.md#the-shop "30-day return and exchange": the window from payment', () => {
  it('ends exactly 30 days after payment', () => {
    expect(afterSalesDeadline(PAID_AT).toISOString()).toBe('2025-07-01T10:00:00.000Z');
  });

  it.each([
    ['right after payment', 0, true],
    ['on day 29', 29 * DAY_MS, true],
    ['on day 30, the very last moment (inclusive)', 30 * DAY_MS, true],
    ['one millisecond after day 30', 30 * DAY_MS + 1, false],
    ['on day 31', 31 * DAY_MS, false],
    ['months later', 120 * DAY_MS, false],
  ])('a Shipped order %s: %p', (_case, elapsed, expected) => {
    expect(canRequestAfterSales(OrderStatus.Shipped, PAID_AT, afterPayment(elapsed), false)).toBe(expected);
  });
});

describe('which statuses may open a request: once shipped (2 or 4 → 3)', () => {
  const withinWindow = afterPayment(10 * DAY_MS);

  it.each([
    ['Unpaid', OrderStatus.Unpaid, false],
    ['Not Shipped (nothing has left the lab yet)', OrderStatus.NotShipped, false],
    ['Shipped', OrderStatus.Shipped, true],
    ['Pending Review', OrderStatus.PendingReview, false],
    ['Completed', OrderStatus.Completed, true],
    ['Refunded', OrderStatus.Refunded, false],
    ['Expired', OrderStatus.Expired, false],
  ])('%s (%i): %p', (_name, status, expected) => {
    expect(canRequestAfterSales(status, PAID_AT, withinWindow, false)).toBe(expected);
  });

  it('agrees with the order transitions: exactly the statuses that may move to Pending Review', () => {
    const toReview = Object.values(OrderStatus).filter((status) =>
      canMoveOrder(status, OrderStatus.PendingReview),
    );
    expect([...AFTER_SALES_FROM].sort()).toEqual(toReview.sort());
  });

  it.each([OrderStatus.Shipped, OrderStatus.Completed])(
    'an open request blocks another one (status %i), even on day 1',
    (status) => {
      expect(canRequestAfterSales(status, PAID_AT, afterPayment(DAY_MS), true)).toBe(false);
      expect(canRequestAfterSales(status, PAID_AT, afterPayment(DAY_MS), false)).toBe(true);
    },
  );

  it('an order without a payment time cannot open a request', () => {
    expect(canRequestAfterSales(OrderStatus.Completed, null, PAID_AT, false)).toBe(false);
  });
});
