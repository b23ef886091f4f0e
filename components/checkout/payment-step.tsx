'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { callApi, isApiError } from '@/lib/api';
import { orderSubmitAddress } from '@/lib/contract/addresses';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import { OrderPayment } from './order-payment';
import { ShippingRecap } from './shipping-recap';
import styles from './checkout.module.css';

interface PlacedOrder {
  orderNumber: string;
  totalCents: number;
  payBy: string;
}

const NOT_PLACED = 'Your order could not be placed. Please try again.';

/**
 * Step 2 "Payment" (spec §2 /payment): "Place order" turns the snapshot into an unpaid order
 * (/api/order/submit, idempotent per snapshot, so a second press finds the same order), then the
 * shop's payment providers take over.
 */
export function PaymentStep({
  snapshot,
  onChangeShipping,
}: {
  snapshot: Snapshot;
  onChangeShipping: () => void;
}) {
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const shippingName =
    snapshot.shippingOptions.find((option) => option.method === snapshot.shippingMethod)?.name ?? null;

  const place = async () => {
    if (busy.current) return;
    busy.current = true;
    setPlacing(true);
    setRefusal(null);
    try {
      const placed = await callApi(orderSubmitAddress, { snapshotId: snapshot.snapshotId }, { tip: false });
      setOrder(placed);
      // a reload (or coming back) now opens the order's payment, not the spent snapshot
      window.history.replaceState(null, '', `/payment?order=${encodeURIComponent(placed.orderNumber)}`);
    } catch (error) {
      setRefusal(isApiError(error) && error.message ? error.message : NOT_PLACED);
      busy.current = false;
      setPlacing(false);
    }
  };

  return (
    <div className={styles.stepStack}>
      <section className={styles.step} aria-labelledby="payment-step-title" data-testid="payment-step">
        <h2 id="payment-step-title" className={styles.stepTitle}>
          Payment
        </h2>
        {snapshot.address ? (
          <ShippingRecap
            address={snapshot.address}
            email={snapshot.email}
            shippingName={shippingName}
            onChange={order ? undefined : onChangeShipping}
          />
        ) : null}
        {snapshot.couponProblem ? (
          <p className={styles.notice} data-testid="coupon-problem">
            {snapshot.couponProblem}
          </p>
        ) : null}
        {order ? null : (
          <>
            {refusal ? (
              <div className={styles.refusal} role="alert" data-testid="place-order-refusal">
                <p>{refusal}</p>
                <Link href="/shoppingCart">Back to the cart</Link>
              </div>
            ) : null}
            <div>
              <button
                type="button"
                className="button"
                onClick={() => void place()}
                disabled={placing}
                data-testid="place-order"
              >
                {placing ? 'Placing your order…' : 'Place order'}
              </button>
            </div>
          </>
        )}
      </section>
      {order ? (
        <OrderPayment orderNumber={order.orderNumber} totalCents={order.totalCents} payBy={order.payBy} />
      ) : null}
    </div>
  );
}
