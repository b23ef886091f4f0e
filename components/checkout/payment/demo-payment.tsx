'use client';

import { useRef, useState } from 'react';
import { callApi } from '@/lib/api';
import { demoPayAddress } from '@/lib/contract/order-addresses';
import type { ProviderProps } from './payment-order';
import { PAYMENT_NOT_COMPLETED, paymentFailureText } from './payment-messages';
import styles from '../checkout.module.css';

/**
 * The demo provider (docs/operating.md#payments-setup): places the order and pays it at once, where
 * the shop allows it.
 */
export function DemoPayment({ order, actionLabel, actionTestId, onPaid, onProblem }: ProviderProps) {
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    onProblem(null);
    try {
      const orderNumber = await order();
      const result = await callApi(demoPayAddress, { orderNumber }, { tip: false });
      if (result.paid) {
        onPaid(orderNumber);
        return;
      }
      onProblem(PAYMENT_NOT_COMPLETED);
    } catch (error) {
      onProblem(paymentFailureText(error));
    }
    busy.current = false;
    setPaying(false);
  };

  return (
    <div className={styles.provider} data-testid="payment-demo">
      <p className={styles.muted}>No money moves: the order is marked paid, as a real payment would.</p>
      <div>
        <button
          type="button"
          className="button"
          onClick={() => void pay()}
          disabled={paying}
          data-testid={actionTestId}
        >
          {paying ? 'Paying…' : actionLabel}
        </button>
      </div>
    </div>
  );
}
