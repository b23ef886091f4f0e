import Link from 'next/link';
import { orderLinks } from './order-format';
import styles from '../ui/account-page.module.css';

/**
 * What an order page shows for an order that is unknown or not the shopper's (404,
 * docs/architecture.md#api-envelope).
 */
export function OrderNotFound() {
  return (
    <div className={styles.empty} role="alert" data-testid="order-not-found">
      <h2 className={styles.emptyTitle}>We could not find this order.</h2>
      <p className={styles.emptyText}>Check the order number, or choose the order from your list.</p>
      <Link href={orderLinks.list} className="button">
        Back to my orders
      </Link>
    </div>
  );
}
