'use client';

import type { OrderDetail } from '@/lib/contract/calls/order';
import { DeliveryEstimate } from './delivery-estimate';
import { OrderTotals } from '../order-totals';
import { SummaryLine } from '../summary-line';
import summaryStyles from '../order-summary.module.css';
import styles from '../checkout.module.css';

/**
 * What the shopper bought, each pair itemised as the checkout showed it
 * (docs/product.md#line-breakdown), for how much (the offer, the coupon and the shipping), where it
 * goes and where it stands.
 */
export function PaidOrderSummary({ order }: { order: OrderDetail }) {
  return (
    <section className={styles.step} aria-labelledby="paid-order-title" data-testid="paid-order">
      <h2 id="paid-order-title" className={styles.stepTitle}>
        Your order
      </h2>
      <ul className={summaryStyles.summaryLines}>
        {order.lines.map((line) => (
          <SummaryLine
            key={line.id}
            line={line}
            offerName={order.totals.frameOfferName}
            testId="paid-order-line"
          />
        ))}
      </ul>
      <OrderTotals totals={order.totals} couponCode={order.couponCode} testIdPrefix="paid-order" />
      <dl className={styles.recapRows}>
        <div>
          <dt>Ship to</dt>
          {/* the summary starts with the name: it is not said twice */}
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
