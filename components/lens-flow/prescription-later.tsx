import { PRESCRIPTION_REMINDER_DAYS, PRESCRIPTION_WAIT_DAYS } from '@/lib/shop/constants';
import styles from './prescription-step.module.css';

/**
 * The wizard's "Send it after ordering" panel (docs/product.md#prescription-later): what happens
 * once the order is paid, so the shopper knows what they agree to. Nothing to fill in.
 */
export function PrescriptionLater() {
  const [first] = PRESCRIPTION_REMINDER_DAYS;
  return (
    <div className={styles.later} data-testid="rx-later">
      <p>
        Order now and send your prescription from your order’s page within {PRESCRIPTION_WAIT_DAYS} days of
        payment: type it, choose a saved one or upload a photo of it. The price does not change.
      </p>
      <p>
        We remind you by e-mail from day {first}. Our lab starts on your lenses once it has your prescription;
        without it, the order is cancelled and refunded in full.
      </p>
    </div>
  );
}
