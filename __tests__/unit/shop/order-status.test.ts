import { OrderStatus, isOrderStatus, orderStatusName } from '@/lib/shop/order-status';

describe('docs/product.md#order-states: order status codes', () => {
  it.each([
    ['Unpaid', 0, 'Unpaid'],
    ['NotShipped', 1, 'Not Shipped'],
    ['Shipped', 2, 'Shipped'],
    ['PendingReview', 3, 'Pending Review'],
    ['Completed', 4, 'Completed'],
    ['Refunded', 5, 'Refunded'],
    ['Expired', 6, 'Expired'],
  ] as const)('OrderStatus.%s is %i, shown as %p', (member, code, name) => {
    expect(OrderStatus[member]).toBe(code);
    expect(orderStatusName(code)).toBe(name);
    expect(orderStatusName(String(code))).toBe(name);
    expect(isOrderStatus(code)).toBe(true);
  });

  it.each([
    [7],
    [-1],
    [1.5],
    [Number.NaN],
    ['Shipped'],
    ['01'],
    [' 1'],
    [''],
    [null],
    [undefined],
    [{}],
    [true],
  ])('any other value (%p) displays blank', (value) => {
    expect(orderStatusName(value)).toBe('');
    expect(isOrderStatus(value)).toBe(false);
  });
});
