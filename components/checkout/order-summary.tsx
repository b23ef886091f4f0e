'use client';

import { Price } from '@/components/catalog/price';
import { UsdChargeNote } from '@/components/cart/usd-charge-note';
import type { PricedLine } from '@/lib/contract/calls/cart';
import type { OrderTotalsView } from '@/lib/contract/calls/checkout';
import { EXTRA_FRAME_DISCOUNT_PERCENT } from '@/lib/shop/constants';
import totalRows from '@/components/cart/total-rows.module.css';
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
  // before a method is chosen the total is shown without any shipping the server may have assumed
  const totalCents = shippingChosen ? totals.totalCents : totals.totalCents - totals.shippingCents;
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
          <SummaryLine key={line.id} line={line} testId="summary-line" />
        ))}
      </ul>
      <dl className={totalRows.totalRows}>
        <div>
          <dt>Subtotal</dt>
          <dd>
            <Price cents={totals.subtotalCents} />
          </dd>
        </div>
        {totals.frameDiscountCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>Second frame {EXTRA_FRAME_DISCOUNT_PERCENT}% off</dt>
            <dd data-testid="summary-frame-discount">
              −<Price cents={totals.frameDiscountCents} />
            </dd>
          </div>
        ) : null}
        {totals.couponDiscountCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>Coupon{couponCode ? ` ${couponCode}` : ''}</dt>
            <dd data-testid="summary-coupon">
              −<Price cents={totals.couponDiscountCents} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd data-testid="summary-shipping">
            {!shippingChosen ? (
              'Chosen at the next step'
            ) : totals.shippingCents === 0 ? (
              'Free'
            ) : (
              <Price cents={totals.shippingCents} />
            )}
          </dd>
        </div>
      </dl>
      <p className={totalRows.grandTotal}>
        <span>{shippingChosen ? 'Total' : 'Total before shipping'}</span>
        <strong data-testid="summary-total">
          <Price cents={totalCents} />
        </strong>
      </p>
      <UsdChargeNote cents={totalCents} wording="checkout" />
    </aside>
  );
}
