import type { OrderDetail } from '@/lib/contract/calls/order';
import { OrderAddress } from './order-address';
import styles from './order-detail.module.css';

type Props = Pick<OrderDetail, 'address' | 'shippingName' | 'tracking'>;

/** Where the order goes, how, and once it ships the carrier's tracking number as a link. */
export function OrderDelivery({ address, shippingName, tracking }: Props) {
  return (
    <section className={styles.section} aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className={styles.sectionTitle}>
        Delivery
      </h2>
      <OrderAddress address={address} className={styles.address} />
      <dl className={styles.facts}>
        <div>
          <dt>Shipping</dt>
          <dd data-testid="order-shipping-method">{shippingName}</dd>
        </div>
        {tracking ? (
          <div data-testid="order-tracking">
            <dt>Tracking ({tracking.carrier})</dt>
            <dd>
              {tracking.url ? (
                <a href={tracking.url} target="_blank" rel="noopener noreferrer">
                  {tracking.number}
                  <span className="visually-hidden"> (opens the carrier’s page)</span>
                </a>
              ) : (
                tracking.number
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
