import { orderStatusName } from '@/lib/shop/order-status';
import styles from './order-card.module.css';

// docs/product.md#order-states codes → a tone, so a shopper sees at a glance which orders need them
const TONES: Readonly<Record<number, string | undefined>> = {
  0: styles.toneAction,
  1: styles.toneProgress,
  2: styles.toneProgress,
  3: styles.toneReview,
  4: styles.toneDone,
  5: styles.toneDone,
  6: styles.toneClosed,
};

/**
 * The order's status by its name (docs/product.md#order-states; blank for a code the shop does not
 * know), and "Partly refunded" beside it when some of the money is back (docs/operating.md#partly-refunded).
 */
export function OrderStatusBadge({
  status,
  refundLabel = null,
  testId,
}: {
  status: number;
  refundLabel?: string | null;
  testId?: string;
}) {
  const name = orderStatusName(status);
  if (!name) return null;
  return (
    <>
      <span className={`${styles.badge} ${TONES[status] ?? ''}`} data-testid={testId}>
        {name}
      </span>
      {refundLabel ? (
        <span className={`${styles.badge} ${styles.toneReview}`} data-testid="order-refund-label">
          {refundLabel}
        </span>
      ) : null}
    </>
  );
}
