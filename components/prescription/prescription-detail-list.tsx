import { prescriptionDetailLines, type DetailsShown } from '@/lib/shop/prescription-detail-lines';
import styles from './prescription-detail-list.module.css';

/**
 * The rest of a prescription besides its powers (docs/product.md#prescription-details): prism with
 * its base, near PD (marked when worked out), exam and expiry dates, an expired one's confirmation,
 * prescriber and licence, wearer and note; only those given, nothing when none is. The cart,
 * checkout, order page, invoice and the console show it alike.
 */
export function PrescriptionDetailList(props: DetailsShown) {
  const lines = prescriptionDetailLines(props);
  if (lines.length === 0) return null;
  return (
    <dl className={styles.list} data-testid="rx-details">
      {lines.map((line) => (
        <div key={line.key} className={styles.detail} data-testid={`rx-detail-${line.key}`}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
