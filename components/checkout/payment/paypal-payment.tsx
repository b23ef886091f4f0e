'use client';

import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { callApi } from '@/lib/api';
import { configuredPayPalSdkUrl } from '@/lib/api/paypal-sdk';
import { paypalCaptureAddress, paypalCreateOrderAddress } from '@/lib/contract/order-addresses';
import { PAYPAL_CURRENCY } from '@/lib/shop/constants';
import type { ProviderProps } from './payment-order';
import { PAYMENT_NOT_COMPLETED, PAYPAL_UNAVAILABLE, paymentFailureText } from './payment-messages';
import styles from '../checkout.module.css';

/** How long the PayPal script may take before the shopper is told to pay another way. */
const PAYPAL_LOAD_WAIT_MS = 20_000;

type Props = ProviderProps & {
  clientId: string;
  /** The PayPal SDK address the shop is configured with (docs/product.md#public-config). */
  sdkUrl: string;
};

/** The SDK's base address without its query: the provider adds client id, currency and intent itself. */
function sdkBaseOf(sdkUrl: string): { sdkBaseUrl?: string } {
  try {
    const url = new URL(sdkUrl);
    return { sdkBaseUrl: `${url.origin}${url.pathname}` };
  } catch {
    return {};
  }
}

function PayPalButtonsOrNotice({ order, onPaid, onProblem }: Pick<Props, 'order' | 'onPaid' | 'onProblem'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const [slow, setSlow] = useState(false);
  // the order the PayPal order was made for, once placed by the button
  const placed = useRef<string | null>(null);
  // PayPal reports a failed createOrder again through onError: the first, better words stay
  const explained = useRef(false);

  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setSlow(true), PAYPAL_LOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isPending]);

  if (isRejected || (isPending && slow)) {
    return (
      <p className={styles.fieldError} role="alert" data-testid="paypal-unavailable">
        {PAYPAL_UNAVAILABLE}
      </p>
    );
  }
  if (isPending) {
    return (
      <p className={styles.muted} role="status">
        Loading PayPal…
      </p>
    );
  }
  return (
    <PayPalButtons
      style={{ layout: 'vertical' }}
      // PayPal's own button is the "place order and pay" of this method: it places the order first
      createOrder={async () => {
        onProblem(null);
        explained.current = false;
        try {
          const orderNumber = await order();
          placed.current = orderNumber;
          const created = await callApi(paypalCreateOrderAddress, { orderNumber }, { tip: false });
          return created.paypalOrderId;
        } catch (error) {
          explained.current = true;
          onProblem(paymentFailureText(error));
          throw error;
        }
      }}
      onApprove={async (data) => {
        const orderNumber = placed.current;
        if (!orderNumber) return;
        try {
          const result = await callApi(
            paypalCaptureAddress,
            { orderNumber, paypalOrderId: data.orderID },
            { tip: false },
          );
          if (result.paid) onPaid(orderNumber);
          else onProblem(PAYMENT_NOT_COMPLETED);
        } catch (error) {
          onProblem(paymentFailureText(error));
        }
      }}
      onError={() => {
        if (!explained.current) onProblem(PAYMENT_NOT_COMPLETED);
      }}
    />
  );
}

/**
 * PayPal's buttons (PayPal charges USD: docs/product.md#payments), loaded only when PayPal is the
 * chosen way to pay.
 */
export function PayPalPayment({ clientId, sdkUrl, order, actionLabel, onPaid, onProblem }: Props) {
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({
      clientId,
      currency: PAYPAL_CURRENCY,
      intent: 'capture',
      ...sdkBaseOf(configuredPayPalSdkUrl(sdkUrl)),
    }),
    [clientId, sdkUrl],
  );
  return (
    <div className={styles.provider} data-testid="payment-paypal">
      <p className={styles.muted}>
        {actionLabel} with PayPal: the order is placed when you press its button.
      </p>
      <PayPalScriptProvider options={options}>
        <PayPalButtonsOrNotice order={order} onPaid={onPaid} onProblem={onProblem} />
      </PayPalScriptProvider>
    </div>
  );
}
