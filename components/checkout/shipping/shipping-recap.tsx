import type { ShippingAddress } from '@/lib/contract/calls/checkout';
import styles from '../checkout.module.css';

interface Props {
  address: ShippingAddress;
  email: string | null;
  shippingName: string | null;
  /** Back to the shipping step; absent once the order is placed. */
  onChange?: () => void;
}

/** Where and how the order goes, as the payment step recalls it. */
export function ShippingRecap({ address, email, shippingName, onChange }: Props) {
  return (
    <div className={styles.recap} data-testid="shipping-recap">
      <dl className={styles.recapRows}>
        <div>
          <dt>Ship to</dt>
          {/* the summary starts with the name: it is not said twice */}
          <dd data-testid="shipping-recap-address">{address.summary}</dd>
        </div>
        {email ? (
          <div>
            <dt>E-mail</dt>
            <dd>{email}</dd>
          </div>
        ) : null}
        {shippingName ? (
          <div>
            <dt>Shipping</dt>
            <dd>{shippingName}</dd>
          </div>
        ) : null}
      </dl>
      {onChange ? (
        <button type="button" className={styles.linkButton} onClick={onChange} data-testid="shipping-change">
          Change
        </button>
      ) : null}
    </div>
  );
}
