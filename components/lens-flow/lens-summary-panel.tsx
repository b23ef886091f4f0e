'use client';

import { Price } from '@/components/catalog/price';
import type { InventorySummary, SummaryEntry } from '@/lib/shop/lens-summary';
import styles from './lens-wizard.module.css';

/**
 * The display name (docs/product.md#lens-flow) as the entry's label, with a capital first letter in
 * the text itself (not only in CSS): "config" and "magnification" are read out as "Config" and
 * "Magnification".
 */
const groupLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function Entries({ title, entries, testId }: { title: string; entries: SummaryEntry[]; testId: string }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3 className={styles.summaryHeading}>{title}</h3>
      <dl className={styles.summaryList} data-testid={testId}>
        {entries.map((entry) => (
          <div key={entry.name} className={styles.summaryRow}>
            <dt>{groupLabel(entry.name)}</dt>
            <dd>
              <span>{entry.item}</span>
              <span>{entry.price === 0 ? 'Included' : <Price cents={entry.price} />}</span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The inventory summary (docs/product.md#lens-flow): the frame, the lens and prescription lists and
 * the total, in the shopper's currency.
 */
export function LensSummaryPanel({ summary }: { summary: InventorySummary }) {
  return (
    <section className={styles.summary} aria-labelledby="lens-summary-title" data-testid="lens-summary">
      <h2 id="lens-summary-title" className={styles.summaryTitle}>
        Your glasses
      </h2>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>Frame</dt>
          <dd>
            <span>{summary.frame.title}</span>
            <Price cents={summary.frame.price} />
          </dd>
        </div>
      </dl>
      <Entries title="Lenses" entries={summary.lens} testId="lens-summary-lenses" />
      <Entries title="Prescription" entries={summary.prescription} testId="lens-summary-prescription" />
      <p className={styles.summaryTotal}>
        <span>Total</span>
        <strong data-testid="lens-total">
          <Price cents={summary.total} />
        </strong>
      </p>
    </section>
  );
}
