import { PRESUMED_DELIVERY_DAYS, RETURN_DAYS } from './constants';
import { OrderStatus } from './order-status';

// After-sales requests (docs/product.md#returns-after-shipping): 2 Shipped or 4 Completed → 3 Pending
// Review within 30 days of delivery (docs/product.md#returns-from-delivery), then 3 → 5 Refunded or
// back to the status it came from.

export const AFTER_SALES_KINDS = ['return', 'exchange', 'repair'] as const;
export type AfterSalesKind = (typeof AFTER_SALES_KINDS)[number];

export const AFTER_SALES_REASONS = [
  'wrong-prescription',
  'damaged',
  'does-not-fit',
  'not-as-described',
  'changed-mind',
  'other',
] as const;
export type AfterSalesReason = (typeof AFTER_SALES_REASONS)[number];

export const AFTER_SALES_REASON_NAMES: Readonly<Record<AfterSalesReason, string>> = {
  'wrong-prescription': 'The prescription feels wrong',
  damaged: 'Arrived damaged',
  'does-not-fit': 'Does not fit',
  'not-as-described': 'Not as described',
  'changed-mind': 'Changed my mind',
  other: 'Something else',
};

export const AFTER_SALES_KIND_NAMES: Readonly<Record<AfterSalesKind, string>> = {
  return: 'Return for a refund',
  exchange: 'Exchange',
  repair: 'Repair',
};

/** Where a refund goes: back to the card or PayPal account, or to the shop wallet as store credit. */
export const REFUND_DESTINATIONS = ['original', 'wallet'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The statuses an after-sales request can start from: once the order has shipped
 * (docs/product.md#returns-after-shipping). Before that there is nothing to return or exchange;
 * an order not shipped yet is changed or cancelled through customer care.
 */
export const AFTER_SALES_FROM: readonly number[] = [OrderStatus.Shipped, OrderStatus.Completed];

/** When an order was paid and delivered (the move to 4 Completed), as far as it has been. */
export interface OrderDates {
  paidAt: Date | null;
  deliveredAt: Date | null;
}

/**
 * The last moment a request can be opened, or null for an unpaid order: 30 days after delivery
 * (docs/product.md#returns-from-delivery). An order the shop has not marked delivered counts from
 * day 15 after payment, so one never marked delivered closes 45 days after payment, and a parcel
 * marked delivered later still gets its 30 days from that day.
 */
export function afterSalesDeadline({ paidAt, deliveredAt }: OrderDates): Date | null {
  if (!paidAt) return null;
  const from = deliveredAt ?? new Date(paidAt.getTime() + PRESUMED_DELIVERY_DAYS * DAY_MS);
  return new Date(from.getTime() + RETURN_DAYS * DAY_MS);
}

/** Whether an order in this status, paid and delivered then, may open a request now. */
export function canRequestAfterSales(
  status: number,
  dates: OrderDates,
  now: Date,
  hasOpenRequest: boolean,
): boolean {
  const deadline = afterSalesDeadline(dates);
  if (!deadline || hasOpenRequest || !AFTER_SALES_FROM.includes(status)) return false;
  return now <= deadline;
}
