'use client';

import { LineFrameDiscount } from '@/components/cart/line-frame-discount';
import { LineLensDetails } from '@/components/cart/line-lens-details';
import { useShownLine } from '@/components/cart/use-shown-line';
import type { PricedLine } from '@/lib/contract/calls/cart';
import { formatMinor } from '@/lib/shop/line-breakdown';
import summaryStyles from './order-summary.module.css';
import styles from './checkout.module.css';

interface Props {
  line: PricedLine;
  /** The name of the second-frame offer the order was priced with (its totals carry it). */
  offerName: string;
  /** The line's test id; its total is `<testId>-total`. */
  testId: string;
}

/**
 * One line of an order's summary, before paying and after: its total, and a pair's price itemised
 * (docs/product.md#line-breakdown) with the prescription it is made to.
 */
export function SummaryLine({ line, offerName, testId }: Props) {
  const shown = useShownLine(line);
  return (
    <li className={summaryStyles.summaryLine} data-testid={testId}>
      <p className={summaryStyles.summaryLineHead}>
        <span>
          {line.name} <span className={styles.muted}>· {line.colorName}</span>
          {line.quantity > 1 ? <span className={styles.muted}> × {line.quantity}</span> : null}
        </span>
        {/* a long name wraps beside it; the amount stays whole */}
        <span className={styles.amount} data-testid={`${testId}-total`}>
          {formatMinor(shown.total, shown.currency)}
        </span>
      </p>
      {line.lens ? <LineLensDetails lens={line.lens} shown={shown} testId="line-lenses" /> : null}
      <LineFrameDiscount shown={shown} offerName={offerName} />
    </li>
  );
}
