'use client';

import { Price } from '@/components/catalog/price';
import { UsdChargeNote } from '@/components/cart/usd-charge-note';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { DeliveryEstimate } from './delivery-estimate';
import { PaidOrderTotals } from './paid-order-totals';
import summaryStyles from './order-summary.module.css';
import styles from './checkout.module.css';

/** What the shopper bought, for how much (the offer, the coupon and the shipping), where it goes and where it stands. */
export function PaidOrderSummary({ order }: { order: OrderDetail }) {
  return (
    <section className={styles.step} aria-labelledby="paid-order-title" data-testid="paid-order">
      <h2 id="paid-order-title" className={styles.stepTitle}>
        Your order
      </h2>
      <ul className={summaryStyles.summaryLines}>
        {order.lines.map((line) => (
          <li key={line.id} className={summaryStyles.summaryLine} data-testid="paid-order-line">
            <p className={summaryStyles.summaryLineHead}>
              <span>
                {line.name} <span className={styles.muted}>· {line.colorName}</span>
                {line.quantity > 1 ? <span className={styles.muted}> × {line.quantity}</span> : null}
                {line.lens ? <span className={styles.muted}> · {line.lens.lensUse}</span> : null}
              </span>
              <Price cents={line.totalCents} className={styles.amount} />
            </p>
          </li>
        ))}
      </ul>
      <PaidOrderTotals totals={order.totals} couponCode={order.couponCode} />
      <UsdChargeNote cents={order.totalCents} wording="checkout" />
      <dl className={styles.recapRows}>
        <div>
          <dt>Ship to</dt>
          {/* the summary starts with the name: it is not said twice (issue 17 point 13) */}
          <dd data-testid="paid-order-address">{order.address.summary}</dd>
        </div>
        <DeliveryEstimate order={order} />
        <div>
          <dt>Status</dt>
          <dd data-testid="paid-order-status">{order.statusName}</dd>
        </div>
      </dl>
    </section>
  );
}
