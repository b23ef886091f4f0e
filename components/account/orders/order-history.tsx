import type { OrderDetail } from '@/lib/contract/calls/order';
import { formatOrderTime } from './order-format';
import styles from './order-detail.module.css';

/** Every move of the order's status (each kept with its time, docs/product.md#order-states), oldest first. */
export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  return (
    <section className={styles.section} aria-labelledby="order-history-title">
      <h2 id="order-history-title" className={styles.sectionTitle}>
        History
      </h2>
      <ol className={styles.timeline} data-testid="order-history">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={styles.step} data-testid="order-history-entry">
            <span className={styles.stepStatus}>{entry.statusName}</span>
            <time dateTime={entry.at} className={styles.stepTime}>
              {formatOrderTime(entry.at)}
            </time>
            {entry.note ? <p className={styles.stepNote}>{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
