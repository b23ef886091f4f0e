'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import useSWR from 'swr';
import { Price } from '@/components/catalog/price';
import { UsdChargeNote } from '@/components/cart/usd-charge-note';
import { callApi } from '@/lib/api';
import { paymentMethodsAddress } from '@/lib/contract/addresses';
import { formatMoment } from './checkout-format';
import { DemoPayment } from './demo-payment';
import { CARD_UNAVAILABLE, PAYPAL_UNAVAILABLE } from './payment-messages';
import { PaymentWidgetBoundary } from './payment-widget-boundary';
import styles from './checkout.module.css';

// The providers' SDKs are large and load third-party scripts: they are fetched only when an
// order is to be paid and the shop has configured them.
const PayPalPayment = dynamic(() => import('./paypal-payment').then((module) => module.PayPalPayment), {
  ssr: false,
  loading: () => <p className={styles.muted}>Loading PayPal…</p>,
});
const CardPayment = dynamic(() => import('./card-payment').then((module) => module.CardPayment), {
  ssr: false,
  loading: () => <p className={styles.muted}>Loading the card form…</p>,
});

const loadMethods = () => callApi(paymentMethodsAddress, undefined, { tip: false });

function Unavailable({ text, testId }: { text: string; testId: string }) {
  return (
    <p className={styles.fieldError} role="alert" data-testid={testId}>
      {text}
    </p>
  );
}

interface Props {
  orderNumber: string;
  totalCents: number;
  /** ISO time the unpaid order expires. */
  payBy: string | null;
}

/** Paying a placed order with the providers the shop has configured (/api/payment/methods). */
export function OrderPayment({ orderNumber, totalCents, payBy }: Props) {
  const router = useRouter();
  const { data: methods, error } = useSWR('payment-methods', loadMethods, { revalidateOnFocus: false });
  const paid = () => router.push(`/payment-success?order=${encodeURIComponent(orderNumber)}`);
  const deadline = payBy ? formatMoment(payBy) : '';

  return (
    <section className={styles.step} aria-labelledby="order-payment-title" data-testid="order-payment">
      <h2 id="order-payment-title" className={styles.stepTitle}>
        Pay for your order
      </h2>
      <p>
        Your order <strong data-testid="payment-order-number">{orderNumber}</strong> is placed. Pay{' '}
        <strong>
          <Price cents={totalCents} />
        </strong>{' '}
        to confirm it{deadline ? ` by ${deadline}` : ''}.
      </p>
      <UsdChargeNote cents={totalCents} wording="checkout" />
      {error && !methods ? (
        <p className={styles.fieldError} role="alert">
          The ways to pay could not be loaded. Please reload the page.
        </p>
      ) : !methods ? (
        <p className={styles.muted} role="status">
          Loading the ways to pay…
        </p>
      ) : (
        <div className={styles.providers}>
          {methods.paypal ? (
            <PaymentWidgetBoundary
              fallback={<Unavailable text={PAYPAL_UNAVAILABLE} testId="paypal-unavailable" />}
            >
              <PayPalPayment
                clientId={methods.paypal.clientId}
                sdkUrl={methods.paypal.sdkUrl}
                orderNumber={orderNumber}
                onPaid={paid}
              />
            </PaymentWidgetBoundary>
          ) : null}
          {methods.stripe ? (
            <PaymentWidgetBoundary
              fallback={<Unavailable text={CARD_UNAVAILABLE} testId="card-unavailable" />}
            >
              <CardPayment publishableKey={methods.stripe.publishableKey} orderNumber={orderNumber} />
            </PaymentWidgetBoundary>
          ) : null}
          {methods.demo ? <DemoPayment orderNumber={orderNumber} onPaid={paid} /> : null}
          {!methods.paypal && !methods.stripe && !methods.demo ? (
            <p data-testid="payment-none">
              Payments are not open right now. Your order is kept unpaid; please try again later.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
