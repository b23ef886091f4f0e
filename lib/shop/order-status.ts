// Order status codes (docs/product.md#order-states). The allowed transitions are in
// order-transitions.ts.

// order status codes
export const OrderStatus = {
  Unpaid: 0,
  NotShipped: 1,
  Shipped: 2,
  PendingReview: 3,
  Completed: 4,
  Refunded: 5,
  Expired: 6,
} as const;

export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  0: 'Unpaid',
  1: 'Not Shipped',
  2: 'Shipped',
  3: 'Pending Review',
  4: 'Completed',
  5: 'Refunded',
  6: 'Expired',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && Object.values(OrderStatus).some((status) => status === value);
}

function readStatus(code: unknown): unknown {
  // a status that arrives as a canonical digit string ("1") reads as its number
  return typeof code === 'string' && /^\d$/.test(code) ? Number(code) : code;
}

// status names; any other value displays blank
export function orderStatusName(code: unknown): string {
  const status = readStatus(code);
  return isOrderStatus(status) ? ORDER_STATUS_NAMES[status] : '';
}
