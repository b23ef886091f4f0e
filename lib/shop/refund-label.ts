// The words an order's refunds add to its status (docs/operating.md#partly-refunded): an order
// with some of its money given back, but not all, keeps its status (Not Shipped, Shipped,
// Completed) and says "Partly refunded" beside it; a fully refunded order is 5 Refunded, whose
// name says it already.

export const PARTLY_REFUNDED = 'Partly refunded';

/** Money is US cents; `refundedCents` counts refunds made and those on their way to the provider. */
export function refundLabel(order: { totalCents: number; refundedCents: number }): string | null {
  if (order.refundedCents <= 0 || order.refundedCents >= order.totalCents) return null;
  return PARTLY_REFUNDED;
}
