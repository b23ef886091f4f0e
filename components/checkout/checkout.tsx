'use client';

import type { CheckoutStart } from './checkout-start';
import { CheckoutMessage } from './checkout-message';
import { ExistingOrderCheckout } from './existing-order-checkout';
import { SnapshotCheckout } from './snapshot-checkout';

/** The payment page's island (/payment): a cart snapshot to check out, or an order to pay. */
export function Checkout({ start }: { start: CheckoutStart }) {
  if (start.kind === 'snapshot')
    return <SnapshotCheckout key={start.snapshotId} snapshotId={start.snapshotId} />;
  if (start.kind === 'order')
    return <ExistingOrderCheckout key={start.orderNumber} orderNumber={start.orderNumber} />;
  return (
    <CheckoutMessage
      title="Start the checkout from your cart"
      action={{ href: '/shoppingCart', label: 'Go to the cart' }}
      testId="checkout-no-start"
    >
      <p>Review your items and press Checkout: we keep their prices while you pay.</p>
    </CheckoutMessage>
  );
}
