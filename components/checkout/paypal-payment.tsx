'use client';

import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { useEffect, useMemo, useState } from 'react';
import { callApi, isApiError } from '@/lib/api';
import { configuredPayPalSdkUrl } from '@/lib/api/paypal-sdk';
import { paypalCaptureAddress, paypalCreateOrderAddress } from '@/lib/contract/addresses';
import { PAYPAL_CURRENCY } from '@/lib/shop/constants';
import { PAYMENT_NOT_COMPLETED, PAYPAL_UNAVAILABLE } from './payment-messages';
import styles from './checkout.module.css';

/** How long the PayPal script may take before the shopper is told to pay another way. */
const PAYPAL_LOAD_WAIT_MS = 20_000;

interface Props {
  clientId: string;
  /** The PayPal SDK address the shop is configured with (spec §3 global configuration). */
  sdkUrl: string;
  orderNumber: string;
  onPaid: () => void;
}

/** The SDK's base address without its query: the provider adds client id, currency and intent itself. */
function sdkBaseOf(sdkUrl: string): { sdkBaseUrl?: string } {
  try {
    const url = new URL(sdkUrl);
    return { sdkBaseUrl: `${url.origin}${url.pathname}` };
  } catch {
    return {};
  }
}

function failureText(error: unknown): string {
  return isApiError(error) && error.message ? error.message : PAYMENT_NOT_COMPLETED;
}

function PayPalButtonsOrNotice({ orderNumber, onPaid }: Pick<Props, 'orderNumber' | 'onPaid'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const [slow, setSlow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
    <>
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <PayPalButtons
        style={{ layout: 'vertical' }}
        createOrder={async () => {
          setProblem(null);
          const { paypalOrderId } = await callApi(paypalCreateOrderAddress, { orderNumber }, { tip: false });
          return paypalOrderId;
        }}
        onApprove={async (data) => {
          try {
            const result = await callApi(
              paypalCaptureAddress,
              { orderNumber, paypalOrderId: data.orderID },
              { tip: false },
            );
            if (result.paid) onPaid();
            else setProblem(PAYMENT_NOT_COMPLETED);
          } catch (error) {
            setProblem(failureText(error));
          }
        }}
        onError={() => setProblem(PAYMENT_NOT_COMPLETED)}
      />
    </>
  );
}

/** PayPal's buttons (spec §9: PayPal charges USD), loaded only when the order is to be paid. */
export function PayPalPayment({ clientId, sdkUrl, orderNumber, onPaid }: Props) {
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
      <h3 className={styles.providerTitle}>PayPal</h3>
      <PayPalScriptProvider options={options}>
        <PayPalButtonsOrNotice orderNumber={orderNumber} onPaid={onPaid} />
      </PayPalScriptProvider>
    </div>
  );
}
