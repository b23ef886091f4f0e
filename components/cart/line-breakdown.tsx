import { formatMinor, type ShownLine } from '@/lib/shop/line-breakdown';
import styles from './line-lens-details.module.css';

/**
 * docs/product.md#line-breakdown: a pair's price itemised (the frame, then the lens use and every
 * lens choice with its price) in the amounts the line adds up from, so its total can be checked.
 */
export function LineBreakdown({ shown }: { shown: ShownLine }) {
  return (
    <dl className={styles.choices} data-testid="line-lens-choices">
      {shown.rows.map((row, index) => (
        <div key={`${row.label}-${index}`} className={styles.choice} data-testid="line-breakdown-row">
          <dt>{row.label}</dt>
          <dd>
            <span className={styles.choiceItem}>{row.item}</span>
            <span className={styles.choiceAmount} data-testid="line-breakdown-amount">
              {row.part === 'lens' && row.minor === 0 ? 'Included' : formatMinor(row.minor, shown.currency)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
