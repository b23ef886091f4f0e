import type { OrderDetail } from '@/lib/contract/calls/order';
import { RETURN_DAYS } from '@/lib/shop/constants';
import { OrderStatus } from '@/lib/shop/order-status';
import { formatOrderDate } from '../orders/order-format';

// Why an order cannot open an after-sales request, told so a shopper knows what to do instead.
// The server decides (canRequestAfterSales: shipped or completed, within 30 days of delivery, with
// no open request, docs/product.md#returns-after-shipping); this only explains its answer.

export type AfterSalesBlock = 'unpaid' | 'notShipped' | 'expired' | 'open' | 'refunded' | 'late' | 'closed';

type Order = Pick<OrderDetail, 'status' | 'canRequestAfterSales' | 'afterSales' | 'afterSalesUntil'>;

/** The last moment the order could open a request, as the server counts it; null when never paid. */
const deadlineOf = (order: Order): Date | null =>
  order.afterSalesUntil ? new Date(order.afterSalesUntil) : null;

/** Why the order cannot open a request now, or null when it can. */
export function afterSalesBlock(order: Order, now: Date): AfterSalesBlock | null {
  if (order.canRequestAfterSales) return null;
  if (order.status === OrderStatus.Unpaid) return 'unpaid';
  if (order.status === OrderStatus.Expired) return 'expired';
  const open =
    order.status === OrderStatus.PendingReview || order.afterSales.some((r) => r.state === 'pending');
  if (open) return 'open';
  if (order.status === OrderStatus.NotShipped) return 'notShipped';
  if (order.status === OrderStatus.Refunded) return 'refunded';
  const deadline = deadlineOf(order);
  if (deadline && now.getTime() > deadline.getTime()) return 'late';
  return 'closed';
}

/** The sentence that explains a block. */
export function afterSalesBlockMessage(block: AfterSalesBlock, order: Order): string {
  switch (block) {
    case 'unpaid':
      return 'This order is not paid yet. A return or exchange can be requested once it has shipped.';
    case 'notShipped':
      return 'This order has not shipped yet. A return or exchange can be requested once it has shipped; to change or cancel it before then, please contact us.';
    case 'expired':
      return 'This order expired before it was paid, so there is nothing to return or exchange.';
    case 'open':
      return 'A request for this order is already open. We will answer it soon; you can follow it in Returns and exchanges.';
    case 'refunded':
      return 'This order has already been refunded.';
    case 'late': {
      const deadline = deadlineOf(order);
      const lastDay = deadline ? ` (the last day was ${formatOrderDate(deadline.toISOString())})` : '';
      return `More than ${RETURN_DAYS} days have passed since delivery${lastDay}, so a return or exchange can no longer be requested here. Our customer care can still help with a faulty pair.`;
    }
    case 'closed':
      return 'This order cannot take a return or exchange request.';
  }
}
