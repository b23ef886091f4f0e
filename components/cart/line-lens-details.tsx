import type { LineLens } from '@/lib/contract/calls/cart';
import type { ShownLine } from '@/lib/shop/line-breakdown';
import { LineBreakdown } from './line-breakdown';
import { LinePrescription } from './line-prescription';
import styles from './line-lens-details.module.css';

interface Props {
  lens: LineLens;
  /** The line in the currency the page shows (the shopper's, or US dollars on the invoice). */
  shown: ShownLine;
  testId: string;
}

/**
 * A glasses line's lenses wherever the shopper meets them again (cart, checkout summary, order,
 * invoice): the frame and each lens choice with its price, then the prescription the pair is made to.
 */
export function LineLensDetails({ lens, shown, testId }: Props) {
  return (
    <div className={styles.details} data-testid={testId}>
      <LineBreakdown shown={shown} />
      <LinePrescription rx={lens.rx ?? null} lensUse={lens.lensUse} />
    </div>
  );
}
