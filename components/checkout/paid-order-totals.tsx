'use client';

import { Price } from '@/components/catalog/price';
import totalRows from '@/components/cart/total-rows.module.css';
import type { OrderTotalsView } from '@/lib/contract/calls/checkout';
import { EXTRA_FRAME_DISCOUNT_PERCENT } from '@/lib/shop/constants';
import styles from './checkout.module.css';

interface Props {
  totals: OrderTotalsView;
  couponCode: string | null;
}

/** How an order's total came about: what the offer and the coupon took off, and the shipping. */
export function PaidOrderTotals({ totals, couponCode }: Props) {
  return (
    <>
      <dl className={totalRows.totalRows} data-testid="paid-order-sums">
        <div>
          <dt>Subtotal</dt>
          <dd>
            <Price cents={totals.subtotalCents} className={styles.amount} />
          </dd>
        </div>
        {totals.frameDiscountCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>Second frame {EXTRA_FRAME_DISCOUNT_PERCENT}% off</dt>
            <dd data-testid="paid-order-frame-discount">
              −<Price cents={totals.frameDiscountCents} className={styles.amount} />
            </dd>
          </div>
        ) : null}
        {totals.couponDiscountCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>Coupon{couponCode ? ` ${couponCode}` : ''}</dt>
            <dd data-testid="paid-order-coupon">
              −<Price cents={totals.couponDiscountCents} className={styles.amount} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd data-testid="paid-order-shipping">
            {totals.shippingCents === 0 ? (
              'Free'
            ) : (
              <Price cents={totals.shippingCents} className={styles.amount} />
            )}
          </dd>
        </div>
      </dl>
      <p className={totalRows.grandTotal}>
        <span>Total</span>
        <strong data-testid="paid-order-total">
          <Price cents={totals.totalCents} className={styles.amount} />
        </strong>
      </p>
    </>
  );
}
