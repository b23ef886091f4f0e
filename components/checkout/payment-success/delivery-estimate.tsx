import type { OrderDetail } from '@/lib/contract/calls/order';
import { deliveryEstimate, formatDeliveryWindow } from '@/lib/shop/shipping-delivery';
import styles from '../checkout.module.css';

/**
 * When the order should arrive: counted from the payment with the making time of glasses and the
 * business days the chosen shipping method had when the order was placed (lib/shop/shipping-delivery.ts).
 */
export function DeliveryEstimate({ order }: { order: OrderDetail }) {
  // promised once the payment is in: the making starts then
  if (!order.payment || !order.shippingDays) return null;
  const madeToOrder = order.lines.some((line) => line.kind === 'frame');
  const estimate = deliveryEstimate({
    orderedAt: new Date(order.payment.paidAt),
    transitDays: order.shippingDays,
    madeToOrder,
  });
  const [fewest, most] = estimate.makingDays;
  const [transitFewest, transitMost] = estimate.transitDays;
  return (
    <div>
      <dt>Estimated delivery</dt>
      <dd>
        <strong data-testid="delivery-estimate">{formatDeliveryWindow(estimate)}</strong>
        <span className={styles.estimateWhy} data-testid="delivery-estimate-why">
          {madeToOrder
            ? `Your glasses are made in ${fewest}–${most} business days`
            : `Your order leaves us in ${fewest}–${most} business days`}
          , then {order.shippingName.toLowerCase()} takes {transitFewest}–{transitMost} business days.
        </span>
      </dd>
    </div>
  );
}
