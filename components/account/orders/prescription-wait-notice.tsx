import Link from 'next/link';
import { formatOrderDate, orderLinks } from './order-format';
import styles from './order-detail.module.css';

/**
 * On the page of an order paid without its prescription (docs/product.md#prescription-later): the
 * day the wait ends and the way to send it.
 */
export function PrescriptionWaitNotice({ orderNumber, dueAt }: { orderNumber: string; dueAt: string }) {
  return (
    <div className={styles.prescriptionWait} data-testid="order-prescription-wait">
      <p>
        We need your prescription to make your lenses. Send it by{' '}
        <time dateTime={dueAt}>{formatOrderDate(dueAt)}</time>, or the order is cancelled and refunded in
        full.
      </p>
      <Link
        href={orderLinks.sendPrescription(orderNumber)}
        className="button"
        data-testid="order-send-prescription"
      >
        Send your prescription
      </Link>
    </div>
  );
}
