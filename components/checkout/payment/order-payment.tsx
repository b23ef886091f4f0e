'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { paymentMethodsAddress } from '@/lib/contract/order-addresses';
import { Price } from '@/components/catalog/price';
import { UsdChargeNote } from '@/components/cart/usd-charge-note';
import { DemoPayment } from './demo-payment';
import type { OrderToPay } from './payment-order';
import { CARD_UNAVAILABLE, PAYPAL_UNAVAILABLE } from './payment-messages';
import { PaymentMethodChoice, type PaymentMethod } from './payment-method-choice';
import { PaymentWidgetBoundary } from './payment-widget-boundary';
import styles from '../checkout.module.css';

// The providers' SDKs are large and load third-party scripts: they are fetched only when the
// shopper chooses them and the shop has configured them.
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
  order: OrderToPay;
  /** The button's verb ("Pay"); the amount follows it. */
  actionLabel: string;
  actionTestId: string;
  totalCents: number;
  onPaid: (orderNumber: string) => void;
  /** Shown with a refusal when the order could not be placed: the way back to the cart. */
  refusedBack?: boolean;
}

/**
 * Paying (one step after the address): the ways to pay the shop has configured
 * (/api/payment/methods), the chosen one's form or button, which places the order and pays it in
 * one press, and why it did not go through.
 */
export function OrderPayment({
  order,
  actionLabel,
  actionTestId,
  totalCents,
  onPaid,
  refusedBack = false,
}: Props) {
  const { data: methods, error } = useSWR('payment-methods', loadMethods, { revalidateOnFocus: false });
  const [choice, setChoice] = useState<PaymentMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (error && !methods) {
    return (
      <p className={styles.fieldError} role="alert">
        The ways to pay could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!methods) {
    return (
      <p className={styles.muted} role="status">
        Loading the ways to pay…
      </p>
    );
  }
  const offered: PaymentMethod[] = [
    ...(methods.stripe ? (['card'] as const) : []),
    ...(methods.paypal ? (['paypal'] as const) : []),
    ...(methods.demo ? (['demo'] as const) : []),
  ];
  const chosen = choice && offered.includes(choice) ? choice : offered[0];
  if (!chosen) {
    return (
      <p data-testid="payment-none">
        Payments are not open right now. Please try again later; nothing has been charged.
      </p>
    );
  }
  const provider = {
    order,
    actionLabel: (
      <>
        {actionLabel} <Price cents={totalCents} className={styles.amount} />
      </>
    ),
    actionTestId,
    totalCents,
    onPaid,
    onProblem: setProblem,
  };
  return (
    <div className={styles.providers} data-testid="order-payment">
      <PaymentMethodChoice
        methods={offered}
        chosen={chosen}
        onChoose={(method) => {
          setChoice(method);
          setProblem(null);
        }}
      />
      {problem ? (
        <div className={styles.refusal} role="alert" data-testid="payment-problem">
          <p>{problem}</p>
          {refusedBack ? <Link href="/shoppingCart">Back to the cart</Link> : null}
        </div>
      ) : null}
      {/* what the press costs, beside the button that charges it */}
      <div className={styles.payTotal}>
        <p>
          <span>Order total</span>
          <strong data-testid="payment-total">
            <Price cents={totalCents} className={styles.amount} />
          </strong>
        </p>
        <UsdChargeNote cents={totalCents} wording="checkout" />
      </div>
      {chosen === 'card' && methods.stripe ? (
        <PaymentWidgetBoundary fallback={<Unavailable text={CARD_UNAVAILABLE} testId="card-unavailable" />}>
          <CardPayment publishableKey={methods.stripe.publishableKey} {...provider} />
        </PaymentWidgetBoundary>
      ) : null}
      {chosen === 'paypal' && methods.paypal ? (
        <PaymentWidgetBoundary
          fallback={<Unavailable text={PAYPAL_UNAVAILABLE} testId="paypal-unavailable" />}
        >
          <PayPalPayment clientId={methods.paypal.clientId} sdkUrl={methods.paypal.sdkUrl} {...provider} />
        </PaymentWidgetBoundary>
      ) : null}
      {chosen === 'demo' ? <DemoPayment {...provider} /> : null}
    </div>
  );
}
