import styles from './checkout.module.css';

const STEPS = [
  { key: 'shipping', label: 'Shipping' },
  { key: 'payment', label: 'Payment' },
] as const;

export type CheckoutStepKey = (typeof STEPS)[number]['key'];

/** Where the shopper is in the checkout: 1 Shipping, 2 Payment. */
export function CheckoutProgress({ current }: { current: CheckoutStepKey }) {
  return (
    <ol className={styles.progress} aria-label="Checkout steps">
      {STEPS.map((step, index) => (
        <li key={step.key} aria-current={step.key === current ? 'step' : undefined}>
          <span className={styles.progressNumber}>{index + 1}</span> {step.label}
        </li>
      ))}
    </ol>
  );
}
