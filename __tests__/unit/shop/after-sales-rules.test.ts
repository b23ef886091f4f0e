import { AFTER_SALES_FROM, afterSalesDeadline, canRequestAfterSales } from '@/lib/shop/after-sales';
import { OrderStatus } from '@/lib/shop/order-status';
import { canMoveOrder } from '@/lib/shop/order-transitions';

// docs/product.md#returns-after-shipping: 2 or 4 → 3 Pending Review when the shopper opens an
// after-sales request of a shipped order within 30 days, counted from delivery
// (docs/product.md#returns-from-delivery).

const DAY_MS = 24 * 60 * 60 * 1000;
const PAID_AT = new Date('2025-06-01T10:00:00Z');
const afterPayment = (ms: number) => new Date(PAID_AT.getTime() + ms);
const days = (count: number) => count * DAY_MS;
const NOT_DELIVERED = { paidAt: PAID_AT, deliveredAt: null };
const deliveredOnDay = (day: number) => ({ paidAt: PAID_AT, deliveredAt: afterPayment(days(day)) });

describe('docs/product.md#returns-from-delivery: the 30 days count from delivery', () => {
  it.each([
    ['delivered on day 4: 30 days after delivery', deliveredOnDay(4), '2025-07-05T10:00:00.000Z'],
    ['delivered on day 20: 30 days after delivery', deliveredOnDay(20), '2025-07-21T10:00:00.000Z'],
    [
      'delivered on day 50, late: still 30 days after delivery',
      deliveredOnDay(50),
      '2025-08-20T10:00:00.000Z',
    ],
    [
      'never marked delivered: from day 15 after payment, so day 45',
      NOT_DELIVERED,
      '2025-07-16T10:00:00.000Z',
    ],
  ])('the last moment, %s', (_case, dates, expected) => {
    expect(afterSalesDeadline(dates)?.toISOString()).toBe(expected);
  });

  it('an unpaid order has no last day', () => {
    expect(afterSalesDeadline({ paidAt: null, deliveredAt: null })).toBeNull();
  });

  it.each([
    ['delivered on day 10, asked on day 39', deliveredOnDay(10), days(39), true],
    ['delivered on day 10, asked on the very last moment of day 40', deliveredOnDay(10), days(40), true],
    ['delivered on day 10, asked 1 ms after day 40', deliveredOnDay(10), days(40) + 1, false],
    ['delivered on day 30, asked on day 55 (past 30 days from payment)', deliveredOnDay(30), days(55), true],
    ['not delivered, asked on day 44', NOT_DELIVERED, days(44), true],
    ['not delivered, asked on the very last moment of day 45', NOT_DELIVERED, days(45), true],
    ['not delivered, asked 1 ms after day 45', NOT_DELIVERED, days(45) + 1, false],
    ['not delivered, asked months later', NOT_DELIVERED, days(120), false],
  ])('a Shipped or Completed order %s: %p', (_case, dates, elapsed, expected) => {
    expect(canRequestAfterSales(OrderStatus.Shipped, dates, afterPayment(elapsed), false)).toBe(expected);
    expect(canRequestAfterSales(OrderStatus.Completed, dates, afterPayment(elapsed), false)).toBe(expected);
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
    expect(canRequestAfterSales(status, NOT_DELIVERED, withinWindow, false)).toBe(expected);
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
      expect(canRequestAfterSales(status, NOT_DELIVERED, afterPayment(DAY_MS), true)).toBe(false);
      expect(canRequestAfterSales(status, NOT_DELIVERED, afterPayment(DAY_MS), false)).toBe(true);
    },
  );

  it('an order without a payment time cannot open a request', () => {
    expect(
      canRequestAfterSales(OrderStatus.Completed, { paidAt: null, deliveredAt: null }, PAID_AT, false),
    ).toBe(false);
  });
});
