import { formatMinor, type ShownLine } from '@/lib/shop/line-breakdown';
import styles from './cart.module.css';

/**
 * Buy one frame, get the others off: shown on the line it applies to, in the amount the line's
 * breakdown subtracts (docs/product.md#line-breakdown), under the name of the offer the cart, the
 * checkout or the order was priced with (docs/operating.md#promotions).
 */
export function LineFrameDiscount({ shown, offerName }: { shown: ShownLine; offerName: string }) {
  if (shown.discount <= 0) return null;
  return (
    <p className={styles.lineDiscount} data-testid="line-frame-discount">
      {offerName}: −{formatMinor(shown.discount, shown.currency)}
    </p>
  );
}
