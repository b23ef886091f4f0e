import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { formatDateTime } from '../ui/console-format';
import styles from './order-detail.module.css';

const ACTORS: Readonly<Record<string, string>> = {
  shopper: 'the shopper',
  payment: 'the payment',
  system: 'the shop',
  operator: 'the staff',
};

/** Every status the order went through, oldest first, with who moved it (docs/product.md#order-states). */
export function OrderHistory({ history }: { history: OperatorOrder['history'] }) {
  return (
    <ol className={styles.history} data-testid="order-history">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span className={styles.historyWhen}>{formatDateTime(entry.at)}</span>
          <span>
            <strong>{entry.statusName || `Status ${entry.status}`}</strong>, by{' '}
            {ACTORS[entry.actor] ?? entry.actor}
            {entry.note ? <span className={styles.note}>{entry.note}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
