import { SECOND_FRAME_OFFER } from '@/lib/shop/constants';
import { formatMinor, type ShownLine } from '@/lib/shop/line-breakdown';
import styles from './cart.module.css';

/**
 * Buy one frame, get all other frames 50% off: shown on the line it applies to, in the
 * amount the line's breakdown subtracts (docs/product.md#line-breakdown).
 */
export function LineFrameDiscount({ shown }: { shown: ShownLine }) {
  if (shown.discount <= 0) return null;
  return (
    <p className={styles.lineDiscount} data-testid="line-frame-discount">
      {SECOND_FRAME_OFFER}: −{formatMinor(shown.discount, shown.currency)}
    </p>
  );
}
