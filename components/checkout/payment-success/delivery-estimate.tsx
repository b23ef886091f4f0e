import type { OrderDetail } from '@/lib/contract/calls/order';
import { SHIPPING_METHODS, type ShippingMethod } from '@/lib/shop/shipping';
import { deliveryEstimate, formatDeliveryWindow } from '@/lib/shop/shipping-delivery';
import styles from '../checkout.module.css';

const isShippingMethod = (method: string): method is ShippingMethod =>
  (SHIPPING_METHODS as readonly string[]).includes(method);

/**
 * When the order should arrive: counted from the payment with the making time of glasses and the
 * business days of the chosen shipping method (lib/shop/shipping-delivery.ts).
 */
export function DeliveryEstimate({ order }: { order: OrderDetail }) {
  // promised once the payment is in: the making starts then
  if (!order.payment || !isShippingMethod(order.shippingMethod)) return null;
  const madeToOrder = order.lines.some((line) => line.kind === 'frame');
  const estimate = deliveryEstimate({
    orderedAt: new Date(order.payment.paidAt),
    countryCode: order.address.countryCode,
    method: order.shippingMethod,
    madeToOrder,
  });
  if (!estimate) return null;
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
