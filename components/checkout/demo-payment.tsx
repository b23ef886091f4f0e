'use client';

import { useRef, useState } from 'react';
import { callApi, isApiError } from '@/lib/api';
import { demoPayAddress } from '@/lib/contract/addresses';
import { PAYMENT_NOT_COMPLETED } from './payment-messages';
import styles from './checkout.module.css';

/** The demo provider (DESIGN §2): pays the order at once, where the shop allows it. */
export function DemoPayment({ orderNumber, onPaid }: { orderNumber: string; onPaid: () => void }) {
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    setProblem(null);
    try {
      const result = await callApi(demoPayAddress, { orderNumber }, { tip: false });
      if (result.paid) {
        onPaid();
        return;
      }
      setProblem(PAYMENT_NOT_COMPLETED);
    } catch (error) {
      setProblem(isApiError(error) && error.message ? error.message : PAYMENT_NOT_COMPLETED);
    }
    busy.current = false;
    setPaying(false);
  };

  return (
    <div className={styles.provider} data-testid="payment-demo">
      <h3 className={styles.providerTitle}>Demo payment</h3>
      <p className={styles.muted}>No money moves: the order is marked paid, as a real payment would.</p>
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="button"
        onClick={() => void pay()}
        disabled={paying}
        data-testid="pay-demo"
      >
        {paying ? 'Paying…' : 'Pay with the demo provider'}
      </button>
    </div>
  );
}
