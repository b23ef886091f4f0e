import type { AfterSalesRequest, OrderDetail, OrderSummary } from '@/lib/contract/calls/order';
import {
  afterSalesDeadline,
  canRequestAfterSales,
  type AfterSalesKind,
  type AfterSalesReason,
  type RefundDestination,
} from '@/lib/shop/after-sales';
import type { CurrencyCode } from '@/lib/shop/currency';
import { orderStatusName, OrderStatus } from '@/lib/shop/order-status';
import { refundLabel } from '@/lib/shop/refund-label';
import { canHideOrder } from '@/lib/shop/order-transitions';
import { trackingLink } from '@/lib/shop/tracking-links';
import type { afterSalesRequests, orderHistory, orderLines } from './tables';
import { pricedLineOf, shippingAddressOf, shownImageOf } from './stored-shapes';
import type { OrderRow } from './order-moves';

type LineRow = typeof orderLines.$inferSelect;
type HistoryRow = typeof orderHistory.$inferSelect;
type AfterSalesRow = typeof afterSalesRequests.$inferSelect;

const PREVIEW_LINES = 4;

/** An order in the account's list (status names: docs/product.md#order-states). */
export function toOrderSummary(
  order: OrderRow,
  lines: readonly LineRow[],
  openRequest: boolean,
  now: Date,
): OrderSummary {
  const unpaid = order.status === OrderStatus.Unpaid;
  return {
    orderNumber: order.number,
    status: order.status,
    statusName: orderStatusName(order.status),
    refundLabel: refundLabel(order),
    createdAt: order.createdAt.toISOString(),
    totalCents: order.totalCents,
    currency: order.currency as CurrencyCode,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    preview: lines.slice(0, PREVIEW_LINES).map((line) => ({
      name: line.line.name,
      image: shownImageOf(line.line.image),
      quantity: line.quantity,
    })),
    canPay: unpaid && order.payBy > now,
    payBy: unpaid ? order.payBy.toISOString() : null,
    canDelete: canHideOrder(order.status),
    canRequestAfterSales: canRequestAfterSales(order.status, order, now, openRequest),
  };
}

export function toAfterSalesRequest(row: AfterSalesRow, orderNumber: string): AfterSalesRequest {
  return {
    id: row.id,
    orderNumber,
    kind: row.kind as AfterSalesKind,
    reason: row.reason as AfterSalesReason,
    details: row.details,
    refundTo: row.refundTo as RefundDestination,
    state: row.state as AfterSalesRequest['state'],
    photos: row.photoKeys.map((_key, index) => `${row.id}-${index}`),
    createdAt: row.createdAt.toISOString(),
    // a pending request's time is an operator's refund in progress, not an answer yet
    resolvedAt: row.state === 'pending' ? null : (row.resolvedAt?.toISOString() ?? null),
    resolution: row.resolution,
  };
}

export function toOrderDetail(
  order: OrderRow,
  lines: readonly LineRow[],
  history: readonly HistoryRow[],
  requests: readonly AfterSalesRow[],
  now: Date,
): Omit<OrderDetail, 'timeline' | 'prescriptionAddition'> {
  const open = requests.some((request) => request.state === 'pending');
  return {
    ...toOrderSummary(order, lines, open, now),
    lines: lines.map((line) => pricedLineOf(line.line, line.lensRecord, line.id)),
    totals: {
      subtotalCents: order.subtotalCents,
      frameDiscountCents: order.frameDiscountCents,
      frameOfferName: order.frameOfferName,
      couponDiscountCents: order.couponDiscountCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      freeShipping: order.shippingCents === 0,
      awayFromFreeShippingCents: 0,
      taxCents: order.taxCents,
      taxIncluded: order.taxIncluded,
      taxName: order.tax?.name ?? '',
    },
    couponCode: order.couponCode,
    address: shippingAddressOf(order.address),
    email: order.email,
    shippingMethod: order.shippingMethod,
    shippingName: order.shippingName,
    shippingDays:
      order.shippingFewestDays !== null && order.shippingMostDays !== null
        ? [order.shippingFewestDays, order.shippingMostDays]
        : null,
    payment:
      order.paidAt && order.paymentProvider
        ? {
            provider: order.paymentProvider,
            paidAt: order.paidAt.toISOString(),
            reference: order.paymentReference ?? '',
          }
        : null,
    tracking:
      order.carrier && order.trackingNumber
        ? {
            carrier: order.carrier,
            number: order.trackingNumber,
            // "" for a carrier the shop has no tracking page for: the page shows the number alone
            url: trackingLink(order.carrier, order.trackingNumber) ?? '',
          }
        : null,
    history: history.map((entry) => ({
      status: entry.toStatus,
      statusName: orderStatusName(entry.toStatus),
      at: entry.at.toISOString(),
      note: entry.note,
    })),
    afterSales: requests.map((request) => toAfterSalesRequest(request, order.number)),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    afterSalesUntil: afterSalesDeadline(order)?.toISOString() ?? null,
    prescriptionDueAt: order.prescriptionDueAt?.toISOString() ?? null,
  };
}
