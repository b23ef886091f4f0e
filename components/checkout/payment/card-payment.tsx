'use client';

import { loadStripe, type Stripe, type StripeElements, type StripePaymentElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callApi } from '@/lib/api';
import { stripeCreateOrderAddress } from '@/lib/contract/order-addresses';
import type { ProviderProps } from './payment-order';
import { CARD_UNAVAILABLE, PAYMENT_NOT_COMPLETED, paymentFailureText } from './payment-messages';
import styles from '../checkout.module.css';

interface CardForm {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * The card provider's form (docs/product.md#public-config) before any order exists: the payment
 * element is shown for the amount, and "Pay $…" checks the card details, places the
 * order, takes its PaymentIntent from /api/stripe/createOrder and confirms it. The confirmation comes
 * back to /payment-success, where the order is confirmed with the provider before it is shown.
 */
export function CardPayment({
  publishableKey,
  order,
  actionLabel,
  actionTestId,
  totalCents,
  onProblem,
}: ProviderProps & { publishableKey: string }) {
  const mount = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<CardForm | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [paying, setPaying] = useState(false);
  const firstAmount = useRef(totalCents);

  useEffect(() => {
    let current = true;
    let element: StripePaymentElement | null = null;
    const start = async () => {
      try {
        const stripe = await loadStripe(publishableKey);
        if (!current) return;
        if (!stripe || !mount.current) throw new Error('The card provider is not available.');
        // charges are USD (docs/product.md#payments); the PaymentIntent is made with the order
        const elements = stripe.elements({ mode: 'payment', amount: firstAmount.current, currency: 'usd' });
        element = elements.create('payment');
        element.mount(mount.current);
        setForm({ stripe, elements });
      } catch {
        // the provider's script is blocked or unreachable
        if (current) setUnavailable(true);
      }
    };
    void start();
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey]);

  // a coupon applied after the form appeared changes what the card is asked for
  useEffect(() => {
    form?.elements.update({ amount: totalCents });
  }, [form, totalCents]);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form || paying) return;
    setPaying(true);
    onProblem(null);
    try {
      const checked = await form.elements.submit();
      if (checked.error) {
        onProblem(checked.error.message ?? PAYMENT_NOT_COMPLETED);
      } else {
        const orderNumber = await order();
        const { clientSecret } = await callApi(stripeCreateOrderAddress, { orderNumber }, { tip: false });
        const returnUrl = `${window.location.origin}/payment-success?order=${encodeURIComponent(orderNumber)}&provider=stripe`;
        const { error } = await form.stripe.confirmPayment({
          elements: form.elements,
          clientSecret,
          confirmParams: { return_url: returnUrl },
        });
        // a confirmed payment leaves for the return address; coming back here means it failed
        onProblem(error.message ?? PAYMENT_NOT_COMPLETED);
      }
    } catch (error) {
      onProblem(paymentFailureText(error));
    }
    setPaying(false);
  };

  return (
    <form className={styles.provider} onSubmit={(event) => void pay(event)} data-testid="payment-card">
      {unavailable ? (
        <p className={styles.fieldError} role="alert" data-testid="card-unavailable">
          {CARD_UNAVAILABLE}
        </p>
      ) : form ? null : (
        <p className={styles.muted} role="status">
          Loading the card form…
        </p>
      )}
      <div ref={mount} hidden={unavailable} />
      {unavailable ? null : (
        <div>
          <button type="submit" className="button" disabled={!form || paying} data-testid={actionTestId}>
            {paying ? 'Paying…' : actionLabel}
          </button>
        </div>
      )}
    </form>
  );
}
