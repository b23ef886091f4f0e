'use client';

import { Price } from '@/components/catalog/price';
import { UsdChargeNote } from '@/components/cart/usd-charge-note';
import totalRows from '@/components/cart/total-rows.module.css';
import type { OrderTotalsView } from '@/lib/contract/calls/checkout';
import { taxRowOf } from '@/lib/shop/tax-display';
import styles from './checkout.module.css';

interface Props {
  totals: OrderTotalsView;
  couponCode: string | null;
  /**
   * False at checkout until a shipping method is chosen: the total is then shown without any
   * shipping the server may have assumed.
   */
  shippingChosen?: boolean;
  /** `summary` beside the checkout, `paid-order` on the success page: each row's test id starts with it. */
  testIdPrefix: string;
}

/**
 * How an order's total comes about, before paying and after: the subtotal, what the offer and the
 * coupon take off, the shipping, the tax where it is added (or what the total includes of it) and the total, and what is charged in US dollars. An amount never
 * breaks inside ("$122." above "95").
 */
export function OrderTotals({ totals, couponCode, shippingChosen = true, testIdPrefix }: Props) {
  const testId = (name: string) => `${testIdPrefix}-${name}`;
  const totalCents = shippingChosen ? totals.totalCents : totals.totalCents - totals.shippingCents;
  const tax = taxRowOf(totals);
  return (
    <>
      <dl className={totalRows.totalRows} data-testid={testId('sums')}>
        <div>
          <dt>Subtotal</dt>
          <dd>
            <Price cents={totals.subtotalCents} className={styles.amount} />
          </dd>
        </div>
        {totals.frameDiscountCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>{totals.frameOfferName}</dt>
            <dd data-testid={testId('frame-discount')}>
              −<Price cents={totals.frameDiscountCents} className={styles.amount} />
            </dd>
          </div>
        ) : null}
        {totals.couponDiscountCents > 0 ? (
          <div className={totalRows.saving}>
            <dt>Coupon{couponCode ? ` ${couponCode}` : ''}</dt>
            <dd data-testid={testId('coupon')}>
              −<Price cents={totals.couponDiscountCents} className={styles.amount} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd data-testid={testId('shipping')}>
            {!shippingChosen ? (
              'Chosen at the next step'
            ) : totals.shippingCents === 0 ? (
              'Free'
            ) : (
              <Price cents={totals.shippingCents} className={styles.amount} />
            )}
          </dd>
        </div>
        {tax?.kind === 'added' ? (
          <div>
            <dt>{tax.label}</dt>
            <dd data-testid={testId('tax')}>
              <Price cents={tax.cents} className={styles.amount} />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={totalRows.grandTotal}>
        <span>{shippingChosen ? 'Total' : 'Total before shipping'}</span>
        <strong data-testid={testId('total')}>
          <Price cents={totalCents} className={styles.amount} />
        </strong>
      </p>
      {tax?.kind === 'included' ? (
        <p className={totalRows.taxIncluded} data-testid={testId('tax-included')}>
          {tax.label} <Price cents={tax.cents} className={styles.amount} />
        </p>
      ) : null}
      <UsdChargeNote cents={totalCents} wording="checkout" />
    </>
  );
}
