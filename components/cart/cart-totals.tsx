'use client';

import { Price } from '@/components/catalog/price';
import type { CartTotals as CartTotalsView } from '@/lib/contract/calls/cart';
import { cartTaxNote } from '@/lib/shop/tax-display';
import { FreeShippingProgress } from './free-shipping-progress';
import { UsdChargeNote } from './usd-charge-note';
import styles from './cart.module.css';
import totalRows from './total-rows.module.css';

interface Props {
  totals: CartTotalsView;
  /** The chosen coupon and what it would take off; the checkout prices it for good. */
  coupon: { code: string; cents: number } | null;
}

/**
 * The cart's totals (docs/product.md#line-breakdown): the server's sums, a coupon estimate, whether
 * tax is worked out at checkout (docs/product.md#taxes) and the free-shipping progress.
 */
export function CartTotals({ totals, coupon }: Props) {
  const couponCents = coupon?.cents ?? 0;
  const tax = cartTaxNote(totals.taxAtCheckout);
  const estimatedCents = totals.merchandiseCents - couponCents;
  return (
    <div className={styles.totals} data-testid="cart-totals">
      <dl className={totalRows.totalRows}>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">
            <Price cents={totals.subtotalCents} />
          </dd>
        </div>
        {totals.frameDiscountCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>{totals.frameOfferName}</dt>
            <dd data-testid="cart-frame-discount">
              −<Price cents={totals.frameDiscountCents} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Merchandise</dt>
          <dd data-testid="cart-merchandise">
            <Price cents={totals.merchandiseCents} />
          </dd>
        </div>
        {coupon && couponCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>Coupon {coupon.code}</dt>
            <dd data-testid="cart-coupon-discount">
              −<Price cents={couponCents} />
            </dd>
          </div>
        ) : null}
        {tax ? (
          <div>
            <dt>{tax.label}</dt>
            <dd data-testid="cart-tax">{tax.text}</dd>
          </div>
        ) : null}
      </dl>
      {totals.freeShippingThresholdCents === null ? null : (
        <FreeShippingProgress
          awayCents={totals.awayFromFreeShippingCents}
          thresholdCents={totals.freeShippingThresholdCents}
        />
      )}
      <p className={totalRows.grandTotal}>
        <span>Estimated total</span>
        <strong data-testid="cart-total">
          <Price cents={estimatedCents} />
        </strong>
      </p>
      <p className={styles.totalsNote}>Shipping is added at checkout.</p>
      <UsdChargeNote cents={estimatedCents} wording="cart" />
    </div>
  );
}
