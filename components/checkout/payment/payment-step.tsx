'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { callApi } from '@/lib/api';
import { orderSubmitAddress } from '@/lib/contract/order-addresses';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import { CheckoutCoupon } from './checkout-coupon';
import { OrderPayment } from './order-payment';
import { OrderPlacedNote } from './order-placed-note';
import type { OrderToPay } from './payment-order';
import { refreshCartCount } from '../refresh-cart-count';
import { ShippingRecap } from '../shipping/shipping-recap';
import { useStepArrival } from '../use-step-arrival';
import styles from '../checkout.module.css';

interface PlacedOrder {
  orderNumber: string;
  totalCents: number;
  payBy: string;
}

interface Props {
  snapshot: Snapshot;
  /** Reached with "Continue to payment": the step comes into view with the focus on its heading. */
  arrived: boolean;
  onChangeShipping: () => void;
  /** The snapshot as the server answers a coupon change (the summary follows it). */
  onSnapshot: (snapshot: Snapshot) => void;
}

/**
 * Step 2 "Payment" (/payment, docs/product.md#payment-step): where it goes, the coupon, how to pay,
 * and one "Pay $…" (the total beside it) that turns the snapshot into an order (/api/order/submit,
 * idempotent per snapshot) and pays it with the chosen method in the same press.
 */
export function PaymentStep({ snapshot, arrived, onChangeShipping, onSnapshot }: Props) {
  const heading = useStepArrival(arrived);
  const router = useRouter();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [refused, setRefused] = useState(false);
  const placing = useRef<Promise<string> | null>(null);
  const shippingName =
    snapshot.shippingOptions.find((option) => option.method === snapshot.shippingMethod)?.name ?? null;

  const order: OrderToPay = () => {
    setRefused(false);
    placing.current ??= callApi(orderSubmitAddress, { snapshotId: snapshot.snapshotId }, { tip: false }).then(
      (answer) => {
        setPlaced(answer);
        // a reload (or coming back) now opens the order's payment, not the spent snapshot
        window.history.replaceState(null, '', `/payment?order=${encodeURIComponent(answer.orderNumber)}`);
        void refreshCartCount();
        return answer.orderNumber;
      },
      (error: unknown) => {
        placing.current = null;
        setRefused(true);
        throw error;
      },
    );
    return placing.current;
  };

  const paid = (orderNumber: string) => {
    void refreshCartCount();
    router.push(`/payment-success?order=${encodeURIComponent(orderNumber)}`);
  };

  return (
    <section className={styles.step} aria-labelledby="payment-step-title" data-testid="payment-step">
      <h2 id="payment-step-title" className={styles.stepTitle} tabIndex={-1} ref={heading}>
        Payment
      </h2>
      {snapshot.address ? (
        <ShippingRecap
          address={snapshot.address}
          email={snapshot.email}
          shippingName={shippingName}
          onChange={placed ? undefined : onChangeShipping}
        />
      ) : null}
      {placed ? (
        <OrderPlacedNote
          orderNumber={placed.orderNumber}
          totalCents={placed.totalCents}
          payBy={placed.payBy}
        />
      ) : (
        <CheckoutCoupon snapshot={snapshot} onSnapshot={onSnapshot} />
      )}
      <OrderPayment
        order={order}
        actionLabel="Pay"
        actionTestId="place-order"
        totalCents={placed?.totalCents ?? snapshot.totals.totalCents}
        onPaid={paid}
        refusedBack={refused}
      />
    </section>
  );
}
