'use client';

import { Price } from '@/components/catalog/price';
import type { LineLens } from '@/lib/contract/calls/cart';
import styles from './cart.module.css';

type LensItem = LineLens['lens'][number];

function LensItems({ title, items, testId }: { title: string; items: readonly LensItem[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <dl className={styles.lensItems} aria-label={title} data-testid={testId}>
      {items.map((entry) => (
        <div key={`${entry.name}-${entry.item}`} className={styles.lensItem}>
          <dt>{entry.name}</dt>
          <dd>
            <span>{entry.item}</span>
            <span>{entry.priceCents === 0 ? 'Included' : <Price cents={entry.priceCents} />}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The lenses of a glasses line (spec §3 inventory summary): the lens use, the lens items with their
 * prices, the prescription items and how the prescription was given.
 */
export function LineLenses({ lens }: { lens: LineLens }) {
  return (
    <div className={styles.lenses} data-testid="line-lenses">
      <p className={styles.lensUse}>{lens.lensUse}</p>
      <LensItems title="Lenses" items={lens.lens} testId="line-lens-items" />
      <LensItems title="Prescription" items={lens.prescription} testId="line-prescription-items" />
      {lens.prescriptionNote ? <p className={styles.lensNote}>{lens.prescriptionNote}</p> : null}
    </div>
  );
}
