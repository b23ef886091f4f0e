import { PRESCRIPTION_EXPIRY_MESSAGES } from '@/lib/shop/prescription-expiry';
import type { PrescriptionMode } from './prescription-choice';
import type { PrescriptionDetailsState } from './use-prescription-details';
import fields from '@/components/prescription/prescription-fields.module.css';
import styles from './prescription-step.module.css';

/**
 * An expired prescription (docs/product.md#prescription-details): the step says when it expired
 * and asks for another one, or the shopper's confirmation that it is still right, which is kept
 * with the order for the optician.
 */
export function PrescriptionExpired({
  details,
  mode,
}: {
  details: PrescriptionDetailsState;
  mode: PrescriptionMode;
}) {
  // "This prescription expired on 14 March 2026. Use another, or confirm it is still right."
  const message = details.expiredMessage(mode);
  if (!message) return null;
  return (
    <div className={styles.expired} data-testid="rx-expired">
      <p>{message}</p>
      <label className={fields.choice}>
        <input
          type="checkbox"
          checked={details.confirmed}
          onChange={(event) => details.setConfirmed(event.target.checked)}
          data-testid="rx-confirm-expired"
        />
        {PRESCRIPTION_EXPIRY_MESSAGES.confirm}
      </label>
    </div>
  );
}
