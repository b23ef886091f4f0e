import type { LineLens } from '@/lib/contract/calls/cart';
import { formatPrice, type CurrencyCode } from '@/lib/shop/currency';
import styles from './order-detail.module.css';

type Item = LineLens['lens'][number];

function Items({ title, items, currency }: { title: string; items: Item[]; currency: CurrencyCode }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.lensGroup}>
      <span className={styles.lensGroupTitle}>{title}</span>
      <dl className={styles.lensItems}>
        {items.map((item) => (
          <div key={`${item.name}-${item.item}`} className={styles.lensItem}>
            <dt>{item.name}</dt>
            <dd>
              <span>{item.item}</span>
              <span>{item.priceCents === 0 ? 'Included' : formatPrice(item.priceCents, currency)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The lenses of one glasses line as the order keeps them (spec §3 inventory summary): the lens
 * use, the lens items and the prescription items, and how the prescription was given.
 */
export function OrderLineLens({ lens, currency }: { lens: LineLens; currency: CurrencyCode }) {
  return (
    <div className={styles.lens} data-testid="order-line-lens">
      <p className={styles.lensUse}>{lens.lensUse}</p>
      <Items title="Lenses" items={lens.lens} currency={currency} />
      <Items title="Prescription" items={lens.prescription} currency={currency} />
      {lens.prescriptionNote ? <p className={styles.lensNote}>{lens.prescriptionNote}</p> : null}
    </div>
  );
}
