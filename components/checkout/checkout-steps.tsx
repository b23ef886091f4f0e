'use client';

import { useState } from 'react';
import useSWRImmutable from 'swr/immutable';
import { callApi } from '@/lib/api';
import { orderProductListAddress } from '@/lib/contract/order-addresses';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import { CheckoutProgress, type CheckoutStepKey } from './checkout-progress';
import { OrderSummary, type OrderSummaryView } from './order-summary';
import { PaymentStep } from './payment/payment-step';
import { SavedItemsNotice } from '@/components/cart/saved-items-notice';
import { ShippingStep } from './shipping/shipping-step';
import styles from './checkout.module.css';

const loadLines = ([, snapshotId]: readonly [string, string]) =>
  callApi(orderProductListAddress, { snapshotId }, { tip: false });

/**
 * The two steps of a snapshot's checkout with the order summary beside them. The summary starts
 * from the snapshot's lines and totals (/api/order/productList) and follows every answer of the
 * shipping step and the coupon, which the server prices.
 */
export function CheckoutSteps({ snapshotId }: { snapshotId: string }) {
  const lines = useSWRImmutable(['checkout-lines', snapshotId] as const, loadLines);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [step, setStep] = useState<CheckoutStepKey>('shipping');
  // false while the page shows the step it opened on: only a move between steps takes the focus
  const [moved, setMoved] = useState(false);

  const summary: OrderSummaryView | null = snapshot
    ? {
        lines: snapshot.lines,
        totals: snapshot.totals,
        couponCode: snapshot.coupon?.code ?? null,
        shippingChosen: snapshot.shippingMethod !== null,
      }
    : lines.data
      ? { lines: lines.data.list, totals: lines.data.totals, couponCode: null, shippingChosen: false }
      : null;

  if (!summary) {
    return lines.error ? (
      <p className={styles.fieldError} role="alert">
        Your order could not be loaded. Please reload the page.
      </p>
    ) : (
      <p className={styles.muted} role="status">
        Loading your order…
      </p>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <SavedItemsNotice orderLineIds={summary.lines.map((line) => line.id)} />
        <CheckoutProgress current={step} />
        {step === 'payment' && snapshot ? (
          <PaymentStep
            snapshot={snapshot}
            arrived={moved}
            onChangeShipping={() => {
              setMoved(true);
              setStep('shipping');
            }}
            onSnapshot={setSnapshot}
          />
        ) : (
          <ShippingStep
            snapshotId={snapshotId}
            previous={snapshot}
            arrived={moved}
            onDone={(next) => {
              setSnapshot(next);
              setMoved(true);
              setStep('payment');
            }}
          />
        )}
      </div>
      <OrderSummary summary={summary} />
    </div>
  );
}
