'use client';

import type { PricedLine } from '@/lib/contract/calls/cart';
import type { OrderTotalsView } from '@/lib/contract/calls/checkout';
import { LabReviewNotice } from './lab-review-notice';
import { OrderTotals } from './order-totals';
import { SummaryLine } from './summary-line';
import summaryStyles from './order-summary.module.css';

export interface OrderSummaryView {
  lines: readonly PricedLine[];
  totals: OrderTotalsView;
  couponCode: string | null;
  /** False until a shipping method is chosen: the total is then before shipping. */
  shippingChosen: boolean;
}

/** The order summary beside the checkout: the snapshot's (or order's) lines and the server's totals. */
export function OrderSummary({ summary }: { summary: OrderSummaryView }) {
  const { lines, totals, couponCode, shippingChosen } = summary;
  return (
    <aside
      className={summaryStyles.summary}
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className={summaryStyles.summaryTitle}>
        Order summary
      </h2>
      <ul className={summaryStyles.summaryLines}>
        {lines.map((line) => (
          <SummaryLine key={line.id} line={line} offerName={totals.frameOfferName} testId="summary-line" />
        ))}
      </ul>
      <LabReviewNotice lines={lines} />
      <OrderTotals
        totals={totals}
        couponCode={couponCode}
        shippingChosen={shippingChosen}
        testIdPrefix="summary"
      />
    </aside>
  );
}
