import type { PricedLine } from '@/lib/contract/calls/cart';
import { LENS_RULE_MESSAGES } from '@/lib/shop/lens-rules';
import summaryStyles from './order-summary.module.css';

/**
 * Before paying, the shopper is told that a prescription beyond the lab's range is accepted and that
 * the shop will confirm by e-mail that it can make it (docs/product.md#lens-rules). Nothing shows
 * when every pair is within the range.
 */
export function LabReviewNotice({ lines }: { lines: readonly PricedLine[] }) {
  const beyond = lines.flatMap((line) => line.lens?.labReview ?? []);
  if (beyond.length === 0) return null;
  return (
    <p className={summaryStyles.labReview} role="note" data-testid="lab-review-notice">
      {LENS_RULE_MESSAGES.labReview([...new Set(beyond)])}
    </p>
  );
}
