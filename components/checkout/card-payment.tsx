'use client';

import { loadStripe, type Stripe, type StripeElements, type StripePaymentElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callApi } from '@/lib/api';
import { stripeCreateOrderAddress } from '@/lib/contract/addresses';
import { CARD_UNAVAILABLE, PAYMENT_NOT_COMPLETED } from './payment-messages';
import styles from './checkout.module.css';

interface Props {
  publishableKey: string;
  orderNumber: string;
}

interface CardForm {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * The card provider's form (spec §3 card provider keys): the order's PaymentIntent from
 * /api/stripe/createOrder, the provider's payment element, and a confirmation that comes back to
 * /payment-success, where the order is confirmed with the provider before it is shown.
 */
export function CardPayment({ publishableKey, orderNumber }: Props) {
  const mount = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<CardForm | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let current = true;
    let element: StripePaymentElement | null = null;
    const start = async () => {
      try {
        const [stripe, intent] = await Promise.all([
          loadStripe(publishableKey),
          callApi(stripeCreateOrderAddress, { orderNumber }, { tip: false }),
        ]);
        if (!current) return;
        if (!stripe || !mount.current) throw new Error('The card provider is not available.');
        const elements = stripe.elements({ clientSecret: intent.clientSecret });
        element = elements.create('payment');
        element.mount(mount.current);
        setForm({ stripe, elements });
      } catch {
        // the provider's script is blocked or unreachable, or the order cannot be paid by card
        if (current) setUnavailable(true);
      }
    };
    void start();
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey, orderNumber]);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form || paying) return;
    setPaying(true);
    setProblem(null);
    try {
      const returnUrl = `${window.location.origin}/payment-success?order=${encodeURIComponent(orderNumber)}&provider=stripe`;
      const { error } = await form.stripe.confirmPayment({
        elements: form.elements,
        confirmParams: { return_url: returnUrl },
      });
      // a confirmed payment leaves for the return address; coming back here means it failed
      setProblem(error.message ?? PAYMENT_NOT_COMPLETED);
    } catch {
      setProblem(PAYMENT_NOT_COMPLETED);
    }
    setPaying(false);
  };

  return (
    <form className={styles.provider} onSubmit={(event) => void pay(event)} data-testid="payment-card">
      <h3 className={styles.providerTitle}>Card</h3>
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
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      {unavailable ? null : (
        <div>
          <button type="submit" className="button" disabled={!form || paying} data-testid="pay-card">
            {paying ? 'Paying…' : 'Pay by card'}
          </button>
        </div>
      )}
    </form>
  );
}
