'use client';

import { useId } from 'react';
import styles from '../checkout.module.css';

export const PAYMENT_METHOD_NAMES = {
  card: 'Card',
  paypal: 'PayPal',
  demo: 'Demo payment',
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHOD_NAMES;

interface Props {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
}

/** How to pay, among the providers the shop has configured (/api/payment/methods). */
export function PaymentMethodChoice({ methods, chosen, onChoose }: Props) {
  const id = useId();
  if (methods.length < 2) return null;
  return (
    <fieldset className={styles.choices} data-testid="payment-methods">
      <legend className={styles.legend}>Pay with</legend>
      {methods.map((method) => (
        <label key={method} className={styles.choice} data-testid="payment-method" data-method={method}>
          <input
            type="radio"
            name={`${id}-method`}
            value={method}
            checked={chosen === method}
            onChange={() => onChoose(method)}
          />
          <span className={styles.choiceName}>{PAYMENT_METHOD_NAMES[method]}</span>
        </label>
      ))}
    </fieldset>
  );
}
